#!/bin/sh
# The greeting test: greet.sh must greet the person named by its first argument.
out=$(sh greet.sh Ada)
if [ "$out" = "Hello, Ada!" ]; then
  echo "greeting test: PASS ($out)"
else
  echo "greeting test: FAIL - expected 'Hello, Ada!', got '$out'"
  exit 1
fi

#!/usr/bin/env bash
echo "Hello from the demo workspace"

#!/usr/bin/env bash
# Builds Ralph Desk's installable packages from the runtime `mvn package` laid out; run by
# `mvn -Pdist package` (desktop-app/pom.xml, profile dist):
#   build-packages.sh JDK APP_DIR OUT_DIR PROJECT_VERSION MODULES
# JDK is the JDK whose jlink and jpackage to use, APP_DIR the laid-out runtime (desktop-app/target/app),
# MODULES the Java modules the bundled runtime holds (comma separated). It makes, in OUT_DIR:
#   ralph-desk/                          the app image: bin/ralph-desk (src/dist/bin), lib/app (APP_DIR),
#                                        lib/runtime (a Java runtime made by jlink)
#   ralph-desk_VERSION-RELEASE_ARCH.deb  that image in /opt/ralph-desk, plus the command, the desktop
#                                        entry, the icons and the bash completion in /usr
# Needs fakeroot and dpkg-deb (Debian packages fakeroot and dpkg).
set -euo pipefail
[ $# -eq 5 ] || { echo "usage: build-packages.sh JDK APP_DIR OUT_DIR PROJECT_VERSION MODULES" >&2; exit 2; }
jdk=$1 app=$2 out=$3 project_version=$4 modules=$5
dist=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
icons=$dist/../../../resources/src/main/resources/dev/ralphdesk/resources/icons
for tool in fakeroot dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "build-packages: $tool is missing (apt-get install $tool)" >&2; exit 1; }
done
umask 022

# jpackage wants a version of numbers and dots. A snapshot's Debian revision sorts before the release's
# (0~… < 1) and after every earlier snapshot, so that `apt install` of a newer build upgrades.
version=${project_version%-SNAPSHOT}
release=1
[ "$version" = "$project_version" ] || release=0~snapshot$(date -u +%Y%m%d%H%M%S)

rm -rf "$out"
image=$out/ralph-desk
mkdir -p "$image/bin" "$image/lib"

# 1. The app image. The runtime keeps bin/java (the launcher starts it) and a class-data archive of
#    the JDK's own classes (--generate-cds-archive; its twin for heaps over 32 GB is left out). Its
#    modules are not compressed: reading compressed classes made a command start 0.6 s slower here.
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files \
  --generate-cds-archive --output "$image/lib/runtime"
rm -f "$image/lib/runtime/lib/server/classes_nocoops.jsa"
# The application without what a run of the build made for itself (a class-data archive of the
# build's JDK) and without the build's stamp.
cp -a "$app" "$image/lib/app"
rm -rf "$image/lib/app/cds" "$image/lib/app/.built"
install -m 755 "$dist/bin/ralph-desk" "$image/bin/ralph-desk"

# 2. jpackage's .deb of the image: the control file of src/dist/deb with the libraries the bundled
#    runtime links against added to Depends, and the copyright file. jpackage warns that the image is
#    not its own (its launcher could not start the window and the commands with their own options).
#    Uncompressed, as step 3 packs it again. JavaFX's native libraries (lib/app/javafx/*.so) are out of
#    the image while it runs: its scan would make every library they link against a dependency, OpenGL's
#    too (libprism_es2.so), which the package only recommends (without it the window draws in software);
#    step 3 adds them to its package.
natives=$out/javafx-natives
mkdir "$natives"
mv "$image"/lib/app/javafx/*.so "$natives"
DPKG_DEB_COMPRESSOR_TYPE=none "$jdk/bin/jpackage" --type deb --app-image "$image" --dest "$out/jpackage" \
  --name ralph-desk --linux-package-name ralph-desk --app-version "$version" --linux-app-release "$release" \
  --resource-dir "$dist/deb"
mv "$natives"/*.so "$image/lib/app/javafx"
rmdir "$natives"

# 3. jpackage installs files only under /opt/ralph-desk: the files for /usr are added to its package,
#    so that dpkg owns them (removing the package removes them; dpkg's triggers refresh the icon cache
#    and the menu). jpackage's maintainer scripts do nothing for this package and are left out.
tree=$out/deb
dpkg-deb -R "$out"/jpackage/*.deb "$tree"
install -m 644 -t "$tree/opt/ralph-desk/lib/app/javafx" "$image"/lib/app/javafx/*.so
rm -f "$tree"/DEBIAN/{preinst,postinst,prerm,postrm}
mkdir -p "$tree/usr/bin" "$tree/usr/share/doc/ralph-desk"
ln -s /opt/ralph-desk/bin/ralph-desk "$tree/usr/bin/ralph-desk"
install -D -m 644 "$dist/ralph-desk.desktop" "$tree/usr/share/applications/ralph-desk.desktop"
for png in "$icons"/ralph-desk-*.png; do
  size=${png##*-} && size=${size%.png}
  install -D -m 644 "$png" "$tree/usr/share/icons/hicolor/${size}x$size/apps/ralph-desk.png"
done
install -D -m 644 "$icons/ralph-desk.svg" "$tree/usr/share/icons/hicolor/scalable/apps/ralph-desk.svg"
install -D -m 644 "$app/ralph-desk-completion.bash" "$tree/usr/share/bash-completion/completions/ralph-desk"
mv "$tree/opt/ralph-desk/share/doc/copyright" "$tree/usr/share/doc/ralph-desk/copyright"
rmdir "$tree/opt/ralph-desk/share/doc" "$tree/opt/ralph-desk/share"
# Each dependency once (jpackage's scan finds some of the window's own), and the size with these files.
depends=$(sed -n 's/^Depends: //p' "$tree/DEBIAN/control" | tr ',' '\n' | awk '{ $1 = $1 } NF && !seen[$0]++' \
  | paste -sd ',' | sed 's/,/, /g')
sed -i -e "s/^Depends: .*/Depends: $depends/" \
  -e "s/^Installed-Size: .*/Installed-Size: $(du -sk --exclude=DEBIAN "$tree" | cut -f1)/" "$tree/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz -b "$tree" "$out" >/dev/null
rm -rf "$tree" "$out/jpackage"
echo "built $(ls "$out"/*.deb) and the app image $image"

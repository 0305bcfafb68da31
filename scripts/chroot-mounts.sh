# Sourced by web-build.sh and windows-build.sh, which build inside the chroot of
# web-toolchain.sh: mount_project makes the project (its git top level, so path dependencies
# resolve), the target folder and the output folder visible in the chroot at the same absolute
# paths, and undoes that on exit. Needs CHROOT, PROJ, TDIR, OUT and HERE set.
mount_project() {
  WEB_CHROOT=$CHROOT "$HERE/web-toolchain.sh" --mount
  local root
  root=$(git -C "$PROJ" rev-parse --show-toplevel 2>/dev/null || echo "$PROJ")
  case "$PROJ" in "$root"*) ;; *) root=$PROJ;; esac
  MOUNTED=()
  trap unmount_project EXIT
  bind_into_chroot "$root"
  case "$TDIR" in "$root"/*) ;; *) bind_into_chroot "$TDIR";; esac
  case "$OUT" in "$root"/*) ;; *) bind_into_chroot "$OUT";; esac
}

bind_into_chroot() {
  mkdir -p "$CHROOT$1"
  if ! mountpoint -q "$CHROOT$1"; then mount --bind "$1" "$CHROOT$1"; MOUNTED+=("$CHROOT$1"); fi
}

unmount_project() {
  local i
  for ((i=${#MOUNTED[@]}-1; i>=0; i--)); do
    umount "${MOUNTED[$i]}" 2>/dev/null || umount -l "${MOUNTED[$i]}" || true
  done
}

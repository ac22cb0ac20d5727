#!/usr/bin/env bash
# A real WordPress on loopback for the e2e suite: Debian's wordpress, PHP and MariaDB packages (installed
# when missing), a private MariaDB on a socket under $LP_WP_STATE, the site installed and configured by
# install.php, the plugin (with the current build) and the test theme copied into its wp-content.
# Idempotent: a second run only refreshes the plugin, the theme and the build (a few seconds).
#   setup.sh packages   install the Debian packages only (what .ci/run calls)
#   setup.sh            packages, database, site (prints "ready <url>")
#   setup.sh serve      the above, then PHP's built-in server in the foreground
#   setup.sh stop       stops the private MariaDB
set -euo pipefail
REPO="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$REPO/wordpress/test-site"
STATE="${LP_WP_STATE:-/var/lib/lightpage-wp}"
PORT="${LP_WP_PORT:-8791}"
URL="http://127.0.0.1:$PORT"
SOCK="$STATE/mysqld.sock"
PACKAGES=(wordpress php-cli php-mysql mariadb-server)

log() { echo "[wordpress] $*" >&2; }

packages() {
  if command -v php >/dev/null && command -v mariadbd >/dev/null && [ -f /usr/share/wordpress/wp-settings.php ] \
    && php -r 'exit(extension_loaded("mysqli") ? 0 : 1);'; then
    return 0
  fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo=(sudo -n); else
      log "cannot install ${PACKAGES[*]}: not root and no sudo"; return 3; fi
  fi
  log "installing Debian packages: ${PACKAGES[*]}"
  # Services must not start from the packages' scripts (we run our own MariaDB; no Apache wanted).
  local policy=/usr/sbin/policy-rc.d made=""
  if [ ! -e $policy ]; then printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee $policy >/dev/null; "${sudo[@]}" chmod +x $policy; made=1; fi
  "${sudo[@]}" apt-get update -qq || true
  local rc=0
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null || rc=$?
  if [ -n "$made" ]; then "${sudo[@]}" rm -f $policy; fi
  [ $rc = 0 ] || { log "apt-get install failed ($rc)"; return 3; }
}

database() {
  mkdir -p "$STATE"
  if mariadb-admin --socket="$SOCK" -uroot ping >/dev/null 2>&1; then return 0; fi
  if [ ! -d "$STATE/mysql/mysql" ]; then
    log "creating the database files in $STATE/mysql"
    mariadb-install-db --no-defaults --datadir="$STATE/mysql" --user=root --auth-root-authentication-method=socket >"$STATE/install-db.log" 2>&1
  fi
  log "starting MariaDB on $SOCK"
  setsid mariadbd --no-defaults --datadir="$STATE/mysql" --socket="$SOCK" --skip-networking --user=root \
    --pid-file="$STATE/mysqld.pid" --log-error="$STATE/mysqld.err" --innodb-buffer-pool-size=64M \
    --innodb-flush-log-at-trx-commit=0 </dev/null >/dev/null 2>&1 &
  for _ in $(seq 1 100); do
    mariadb-admin --socket="$SOCK" -uroot ping >/dev/null 2>&1 && break
    sleep 0.2
  done
  mariadb-admin --socket="$SOCK" -uroot ping >/dev/null 2>&1 || { log "MariaDB did not start: $(tail -5 "$STATE/mysqld.err")"; return 1; }
  mariadb --socket="$SOCK" -uroot -e "CREATE DATABASE IF NOT EXISTS lightpage; CREATE USER IF NOT EXISTS 'lightpage'@'localhost' IDENTIFIED BY 'lightpage'; GRANT ALL ON lightpage.* TO 'lightpage'@'localhost';"
}

config() {
  local conf=/etc/wordpress/config-127.0.0.1.php
  [ -f "$STATE/salt" ] || head -c 48 /dev/urandom | base64 | tr -d '\n/+=' >"$STATE/salt"
  local salt; salt="$(cat "$STATE/salt")"
  cat >"$conf.new" <<PHP
<?php
// Written by Lightpage's wordpress/test-site/setup.sh for the e2e suite's WordPress on $URL.
define( 'DB_NAME', 'lightpage' );
define( 'DB_USER', 'lightpage' );
define( 'DB_PASSWORD', 'lightpage' );
define( 'DB_HOST', 'localhost:$SOCK' );
define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
define( 'WP_CONTENT_DIR', '$STATE/wp-content' );
define( 'WP_CONTENT_URL', '$URL/wp-content' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$k ) define( \$k, '$salt' . \$k );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'LIGHTPAGE_REPLACE_API_FETCH', true );
PHP
  mv "$conf.new" "$conf"
}

content() {
  local wpc="$STATE/wp-content"
  mkdir -p "$wpc/plugins" "$wpc/themes" "$wpc/uploads"
  [ -f "$REPO/dist/frontend/boot.js" ] || { log "no build in $REPO/dist: run npm run build first"; return 1; }
  rm -rf "$wpc/plugins/lightpage.new" "$wpc/themes/lightpage-test.new"
  cp -r "$REPO/wordpress/lightpage" "$wpc/plugins/lightpage.new"
  rm -rf "$wpc/plugins/lightpage.new/dist"
  mkdir -p "$wpc/plugins/lightpage.new/dist"
  for d in frontend builder shop-addon wordpress; do cp -r "$REPO/dist/$d" "$wpc/plugins/lightpage.new/dist/"; done
  if [ ! -f "$HERE/theme/demo.json" ] || [ -n "$(find "$REPO/demo" -name '*.ts' -newer "$HERE/theme/demo.json" -o -name '*.css' -newer "$HERE/theme/demo.json" | head -1)" ]; then
    (cd "$REPO" && node_modules/.bin/tsx wordpress/test-site/export-demo.ts >/dev/null)
  fi
  cp -r "$HERE/theme" "$wpc/themes/lightpage-test.new"
  rm -rf "$wpc/plugins/lightpage" "$wpc/themes/lightpage-test"
  mv "$wpc/plugins/lightpage.new" "$wpc/plugins/lightpage"
  mv "$wpc/themes/lightpage-test.new" "$wpc/themes/lightpage-test"
}

site() {
  php "$HERE/install.php" install >&2
  php "$HERE/install.php" configure >&2
}

case "${1:-}" in
  packages) packages ;;
  stop)
    if [ -f "$STATE/mysqld.pid" ]; then kill "$(cat "$STATE/mysqld.pid")" 2>/dev/null || true; fi ;;
  ""|serve)
    packages; database; config; content; site
    echo "ready $URL"
    if [ "${1:-}" = serve ]; then
      LP_WP_CONTENT="$STATE/wp-content" PHP_CLI_SERVER_WORKERS=4 exec php -S "127.0.0.1:$PORT" -t /usr/share/wordpress "$HERE/router.php"
    fi ;;
  *) echo "usage: $0 [packages|serve|stop]" >&2; exit 2 ;;
esac

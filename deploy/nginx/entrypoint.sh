#!/bin/sh
# Renders the storefront template with the front's environment (only these three variables: nginx's own $host and
# friends stay as they are) and runs nginx in the foreground.
set -eu
envsubst '${NGINX_PORT} ${NGINX_CACHE_DIR} ${NGINX_UPSTREAMS}' \
  < /etc/nginx/storefront/storefront.conf.template > /etc/nginx/conf.d/storefront.conf
mkdir -p "$NGINX_CACHE_DIR"
nginx -t
exec nginx -g 'daemon off;'

#!/usr/bin/env bash
# The listing's SQL for a deep page, as main ran it (OFFSET), as a deferred join (?page=) and after a cursor (?cursor=):
# median of 7 EXPLAIN (ANALYZE, TIMING OFF) runs each (decision 028). Usage: bench/listing-queries.sh postgres://…/catalog
set -euo pipefail
P="psql ${1:?database URL} -Atq"
IMG="coalesce((select json_agg(json_build_object('id', pi.id, 'url', pi.url) order by pi.position, pi.id) from product_images pi where pi.product_id = products.id), '[]'::json)"
COLS="products.id, products.name, products.description, products.details, $IMG as images"
V="status in ('Active','OutOfStock')"
X=$($P -c "select id from products where $V order by id limit 1 offset 587")
XP=$($P -c "select selling_price_paise||','||id from products where $V order by selling_price_paise, id limit 1 offset 587")
run() { for i in 1 2 3 4 5 6 7; do $P -c "explain (analyze, timing off) $1" | grep "Execution Time" | awk '{print $3}'; done | sort -n | sed -n 4p; }
echo "default offset (main):   $(run "select $COLS from products where $V order by id limit 12 offset 588") ms"
echo "default deferred join:   $(run "select $COLS from products where id in (select id from products where $V order by id limit 12 offset 588) order by id") ms"
echo "default keyset:          $(run "select $COLS from products where $V and (id) > ($X) order by id limit 13") ms"
echo "price offset (main):     $(run "select $COLS from products where $V order by selling_price_paise, id limit 12 offset 588") ms"
echo "price deferred join:     $(run "select $COLS from products where id in (select id from products where $V order by selling_price_paise, id limit 12 offset 588) order by selling_price_paise, id") ms"
echo "price keyset:            $(run "select $COLS from products where $V and (selling_price_paise, id) > ($XP) order by selling_price_paise, id limit 13") ms"
echo "price offset page 5000:  $(run "select $COLS from products where $V order by selling_price_paise, id limit 12 offset 59988") ms"
echo "price deferred page 5000:$(run "select $COLS from products where id in (select id from products where $V order by selling_price_paise, id limit 12 offset 59988) order by selling_price_paise, id") ms"

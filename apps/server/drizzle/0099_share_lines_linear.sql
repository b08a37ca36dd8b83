-- 0093's line rollup asked, for each (order, vendor) pair a statement touched, whether the pair
-- had a line before by scanning the statement's added lines again: quadratic in the statement's
-- size (a 100,000-line import did not finish in 10 minutes). The same answer from counts: a pair
-- had a line before when lines of it were removed, or when it has more lines now than were added.
CREATE OR REPLACE FUNCTION stallfront_roll_share_lines(added order_lines[], removed order_lines[])
  RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT a.id, a.order_id, a.vendor_id, a.product_id, a.quantity, a.subtotal, a.tax, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.id, r.order_id, r.vendor_id, r.product_id, r.quantity, r.subtotal, r.tax, -1 FROM unnest(removed) r
  ), counted AS (
    SELECT c.*, o.store_id, o.branch_id, (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date AS day
      FROM changed c JOIN orders o ON o.id = c.order_id
      WHERE stallfront_counts_as_sale(o.status)
  ), vendor_pairs AS (
    SELECT store_id, vendor_id, order_id, day, sum(sign * (subtotal + tax)) AS sales, sum(sign * quantity) AS units
      FROM counted WHERE vendor_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ), added_lines AS (
    SELECT a.order_id, a.vendor_id, count(*) AS n FROM unnest(added) a WHERE a.vendor_id IS NOT NULL GROUP BY 1, 2
  ), removed_lines AS (
    SELECT r.order_id, r.vendor_id, count(*) AS n FROM unnest(removed) r WHERE r.vendor_id IS NOT NULL GROUP BY 1, 2
  ), lines_now AS (
    SELECT x.order_id, x.vendor_id, count(*) AS n FROM order_lines x
      WHERE x.order_id IN (SELECT order_id FROM vendor_pairs) AND x.vendor_id IS NOT NULL GROUP BY 1, 2
  ), day_deltas AS (
    SELECT p.store_id, 'vendor'::text AS kind, p.vendor_id AS share_id, p.day,
           sum((COALESCE(n.n, 0) > 0)::integer
             - (COALESCE(r.n, 0) > 0 OR COALESCE(n.n, 0) > COALESCE(a.n, 0))::integer) AS orders,
           sum(p.sales) AS sales, sum(p.units) AS units
      FROM vendor_pairs p
      LEFT JOIN lines_now n ON n.order_id = p.order_id AND n.vendor_id = p.vendor_id
      LEFT JOIN added_lines a ON a.order_id = p.order_id AND a.vendor_id = p.vendor_id
      LEFT JOIN removed_lines r ON r.order_id = p.order_id AND r.vendor_id = p.vendor_id
      GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT store_id, 'branch'::text, branch_id, day, 0, 0, sum(sign * quantity)
      FROM counted WHERE branch_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ), days_written AS (
    INSERT INTO share_sales_days AS r (store_id, share_kind, share_id, day, orders, sales, units)
      SELECT store_id, kind, share_id, day, orders, sales, units FROM day_deltas
        WHERE orders <> 0 OR sales <> 0 OR units <> 0
      ON CONFLICT (store_id, share_kind, share_id, day) DO UPDATE
        SET orders = r.orders + excluded.orders, sales = r.sales + excluded.sales, units = r.units + excluded.units
  )
  -- A product deleted under its lines (their product set to null) has taken its rows with it.
  INSERT INTO share_product_sales_days AS r (store_id, share_kind, share_id, day, product_id, units, sales)
    SELECT c.store_id, s.kind, s.id, c.day, c.product_id, sum(c.sign * c.quantity), sum(c.sign * c.subtotal)
      FROM counted c CROSS JOIN LATERAL (VALUES ('vendor'::text, c.vendor_id), ('branch'::text, c.branch_id)) AS s(kind, id)
      WHERE c.product_id IS NOT NULL AND s.id IS NOT NULL AND EXISTS (SELECT 1 FROM products p WHERE p.id = c.product_id)
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(c.sign * c.quantity) <> 0 OR sum(c.sign * c.subtotal) <> 0
    ON CONFLICT (store_id, share_kind, share_id, day, product_id) DO UPDATE
      SET units = r.units + excluded.units, sales = r.sales + excluded.sales;
$$;

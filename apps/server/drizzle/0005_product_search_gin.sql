-- A GIN pending list is read through by every search until vacuum merges it: entries go straight in.
ALTER INDEX "products_name_search_idx" SET (fastupdate = off);
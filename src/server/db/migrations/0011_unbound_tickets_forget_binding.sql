-- A ticket unbound (status 3) before the unbind job erased the binding's time, way and binder still
-- carried them, and lists showed the old binding: forget them.
UPDATE "tickets" SET "bound_via" = NULL, "bound_by" = NULL, "bound_at" = NULL WHERE "status" = 3;

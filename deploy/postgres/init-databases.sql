-- One database per service (DESIGN §2: a service owns its tables and no service reads another's).
-- Run once by the postgres image on an empty data directory (/docker-entrypoint-initdb.d). It is a
-- convenience only: each service also creates its own database on first start when it is missing
-- (packages/service-kit/src/db/database.ts, ensureDatabaseExists), and migrates it on every start.
CREATE DATABASE shop_accounts;
CREATE DATABASE shop_catalog;
CREATE DATABASE shop_orders;
CREATE DATABASE shop_payments;
CREATE DATABASE shop_rma;
CREATE DATABASE shop_cms;
CREATE DATABASE shop_documents;
CREATE DATABASE shop_notifications;
CREATE DATABASE shop_warehouse;

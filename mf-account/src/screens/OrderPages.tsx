// The account's order screens (SPEC §2): the history, one order, and a new order from an old one.
export { OrderDetailsPage } from './orders/OrderDetailsPage';
export { OrderRepeatPage } from './orders/OrderRepeatPage';
export { OrdersPage } from './orders/OrdersPage';

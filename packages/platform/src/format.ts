// Prices and dates are written one way by the browser and the e-mails alike: the formatting lives in
// @shop/contracts (zod-free), and the remotes keep importing it from here.
export { formatDate, formatIsoDate, formatMoney } from '@shop/contracts/format';

// The VIP API (issue 7): /api/cards (306), /api/account/cards (own cards), /api/vip (configuration
// 308/201 and mobile orders 307), /api/public/mesa (the guest's order page, signed link, no sign-in).
export { cardRoutes, myCardRoutes } from './cards';
export { vipConfigRoutes } from './config';
export { mobileOrderRoutes } from './orders';
export { publicOrderRoutes } from './public';

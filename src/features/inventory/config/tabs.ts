// The tabs of configuracion/stock, on their own: the route's search schema reads them without
// pulling the page (and its dialogs and tables) into the login page's bundle.
export const STOCK_CONFIG_TABS = ['ubicaciones', 'mercaderias', 'productos', 'precios'] as const;
export type StockConfigTab = (typeof STOCK_CONFIG_TABS)[number];

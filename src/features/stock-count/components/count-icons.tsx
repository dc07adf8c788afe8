// Line icons of the count screen (same stroke style as src/lib/ui/icons.tsx).
import { lineIcon } from '../../../lib/ui/nav-icons';

export const MinusIcon = lineIcon('MinusIcon', 'M5 12h14');
export const PlusIcon = lineIcon('PlusIcon', 'M5 12h14', 'M12 5v14');
export const WarehouseIcon = lineIcon('WarehouseIcon', 'M21 8 12 3 3 8v8l9 5 9-5Z', 'm3 8 9 5 9-5', 'M12 13v8');
export const BarIcon = lineIcon('BarIcon', 'M8 22h8', 'M12 11v11', 'm19 3-7 8-7-8Z');
export const CheckIcon = lineIcon('CheckIcon', 'M20 6 9 17l-5-5');
export const PendingIcon = lineIcon('PendingIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 6v6l4 2');
export const AlertIcon = lineIcon('AlertIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 8v4', 'M12 16h.01');
export const SendIcon = lineIcon('SendIcon', 'm22 2-7 20-4-9-9-4Z', 'M22 2 11 13');

// Line icons of the inventory screens (same stroke style as src/lib/ui/icons.tsx).
import { lineIcon } from '../../../lib/ui/nav-icons';

export const WarehouseIcon = lineIcon('WarehouseIcon', 'M21 8 12 3 3 8v8l9 5 9-5Z', 'm3 8 9 5 9-5', 'M12 13v8');
export const BarIcon = lineIcon('BarIcon', 'M8 22h8', 'M12 11v11', 'm19 3-7 8-7-8Z');
/** A warning in a circle (a count line's problem). */
export const AlertCircleIcon = lineIcon('AlertCircleIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 8v4', 'M12 16h.01');
export const SendIcon = lineIcon('SendIcon', 'm22 2-7 20-4-9-9-4Z', 'M22 2 11 13');
export const TrashIcon = lineIcon('TrashIcon', 'M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6');
export const InboxInIcon = lineIcon('InboxInIcon', 'M12 3v10', 'm8 9 4 4 4-4', 'M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4');
export const ArrowRightIcon = lineIcon('ArrowRightIcon', 'M5 12h14', 'm12 5 7 7-7 7');
export const BottleIcon = lineIcon(
  'BottleIcon',
  'M10 2h4',
  'M10.5 2v4.2c0 .6-.3 1.1-.7 1.5L8.6 9a3 3 0 0 0-.6 1.8V20a2 2 0 0 0 2 2h4a2 2 0 0 0 2-2v-9.2a3 3 0 0 0-.6-1.8l-1.2-1.3c-.4-.4-.7-.9-.7-1.5V2',
  'M8 14h8',
);
export const ScanIcon = lineIcon(
  'ScanIcon',
  'M3 7V5a2 2 0 0 1 2-2h2',
  'M17 3h2a2 2 0 0 1 2 2v2',
  'M21 17v2a2 2 0 0 1-2 2h-2',
  'M7 21H5a2 2 0 0 1-2-2v-2',
  'M7 8v8M11 8v8M14 8v8M17 8v8',
);

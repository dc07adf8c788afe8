// Line icons of the sync indicator, the "Requieren atención" inbox and the device card (same
// stroke style as src/lib/ui/icons.tsx; kept with the feature that draws them).
import { lineIcon } from '../../../lib/ui/nav-icons';

const CLOUD = 'M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z';

export const CloudCheckIcon = lineIcon('CloudCheckIcon', CLOUD, 'm9 14 2 2 4-4');
export const CloudUploadIcon = lineIcon(
  'CloudUploadIcon',
  'M4 14.9A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.24',
  'M12 12v9',
  'm16 16-4-4-4 4',
);
export const CloudDownloadIcon = lineIcon(
  'CloudDownloadIcon',
  'M4 14.9A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.24',
  'M12 13v8',
  'm8 17 4 4 4-4',
);
export const CloudOffIcon = lineIcon(
  'CloudOffIcon',
  'm2 2 20 20',
  'M5.78 5.78A7 7 0 0 0 9 19h8.5a4.5 4.5 0 0 0 1.31-.19',
  'M21.53 16.5A4.5 4.5 0 0 0 17.5 10h-1.79A7 7 0 0 0 10 5.07',
);
export const CloudAlertIcon = lineIcon('CloudAlertIcon', CLOUD, 'M12 10v3', 'M12 16h.01');
export const RefreshIcon = lineIcon(
  'RefreshIcon',
  'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8',
  'M21 3v5h-5',
  'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16',
  'M8 16H3v5',
);
export const HardDriveIcon = lineIcon(
  'HardDriveIcon',
  'M22 12H2',
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z',
  'M6 16h.01M10 16h.01',
);
export const TrashIcon = lineIcon(
  'TrashIcon',
  'M3 6h18',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
);
export const InboxAlertIcon = lineIcon(
  'InboxAlertIcon',
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z',
);

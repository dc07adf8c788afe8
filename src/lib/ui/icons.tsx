// The few line icons the app draws itself (no icon package on the design card).
import { createIcon } from '@chakra-ui/react';
import { lineIcon } from './nav-icons';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  path: (
    <g {...stroke}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
});

export const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  path: (
    <g {...stroke}>
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.7 17.7 0 0 1-2.2 3.2" />
      <path d="M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </g>
  ),
});

export const SunIcon = createIcon({
  displayName: 'SunIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </g>
  ),
});

export const MoonIcon = createIcon({
  displayName: 'MoonIcon',
  path: (
    <g {...stroke}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
    </g>
  ),
});

export const GlobeIcon = createIcon({
  displayName: 'GlobeIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
    </g>
  ),
});

export const LogoutIcon = createIcon({
  displayName: 'LogoutIcon',
  path: (
    <g {...stroke}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </g>
  ),
});

export const ShieldIcon = createIcon({
  displayName: 'ShieldIcon',
  path: (
    <g {...stroke}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
      <path d="m9 12 2 2 4-4" />
    </g>
  ),
});

export const KeyIcon = createIcon({
  displayName: 'KeyIcon',
  path: (
    <g {...stroke}>
      <circle cx="7.5" cy="15.5" r="5.5" />
      <path d="m21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3" />
    </g>
  ),
});

export const ArrowLeftIcon = createIcon({
  displayName: 'ArrowLeftIcon',
  path: (
    <g {...stroke}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </g>
  ),
});

// Drawn with lineIcon (the same stroke), shared by the feature screens.
export const PlusIcon = lineIcon('PlusIcon', 'M5 12h14', 'M12 5v14');
export const MinusIcon = lineIcon('MinusIcon', 'M5 12h14');
export const EditIcon = lineIcon('EditIcon', 'M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z');
/** A warning in a triangle (a transfer line's difference, a card that needs attention). */
export const AlertIcon = lineIcon(
  'AlertIcon',
  'M12 9v4',
  'M12 17h.01',
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
);
export const PrintIcon = lineIcon(
  'PrintIcon',
  'M6 9V2h12v7',
  'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2',
  'M6 14h12v8H6z',
);
export const DownloadIcon = lineIcon('DownloadIcon', 'M12 3v12', 'm7 10 5 5 5-5', 'M5 21h14');

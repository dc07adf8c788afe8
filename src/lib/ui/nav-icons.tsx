// Line icons of the navigation (sections, sidebar, search, ticketing); same stroke style as
// icons.tsx, kept apart so the shell's icon set can grow without touching the shared one.
import { createIcon } from '@chakra-ui/react';
import type { NavSection } from '../../contract/navigation';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** A 24×24 stroke icon from SVG path data: the one icon style of the app. */
export function lineIcon(displayName: string, ...paths: string[]) {
  return createIcon({
    displayName,
    path: (
      <g {...stroke}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    ),
  });
}

export const MenuIcon = lineIcon('MenuIcon', 'M3 6h18M3 12h18M3 18h18');
export const SearchIcon = lineIcon('SearchIcon', 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z', 'm21 21-4.3-4.3');
export const ChevronDownIcon = lineIcon('ChevronDownIcon', 'm6 9 6 6 6-6');
export const ChevronRightIcon = lineIcon('ChevronRightIcon', 'm9 18 6-6-6-6');
export const SidebarCollapseIcon = lineIcon(
  'SidebarCollapseIcon',
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
  'M9 3v18',
  'm16 15-3-3 3-3',
);
export const SidebarExpandIcon = lineIcon(
  'SidebarExpandIcon',
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
  'M9 3v18',
  'm14 9 3 3-3 3',
);
export const HomeIcon = lineIcon('HomeIcon', 'm3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2Z');
export const TicketIcon = lineIcon(
  'TicketIcon',
  'M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4Z',
  'M13 6v2M13 11v2M13 16v2',
);
export const ClockIcon = lineIcon('ClockIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 6v6l4 2');
export const UserIcon = lineIcon('UserIcon', 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z');
export const SettingsIcon = lineIcon(
  'SettingsIcon',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
);
export const ChartIcon = lineIcon('ChartIcon', 'M3 3v18h18', 'M7 16v-5M12 16V8M17 16v-9');
export const CrownIcon = lineIcon('CrownIcon', 'm2 7 5 5 5-8 5 8 5-5-2 12H4Z', 'M4 21h16');
export const GridIcon = lineIcon('GridIcon', 'M3 3h7v7H3Z', 'M14 3h7v7h-7Z', 'M14 14h7v7h-7Z', 'M3 14h7v7H3Z');
export const WalletIcon = lineIcon('WalletIcon', 'M20 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h15v13H5a2 2 0 0 1-2-2V5', 'M16 14h.01');
export const BoxIcon = lineIcon('BoxIcon', 'M21 8 12 3 3 8v8l9 5 9-5Z', 'm3 8 9 5 9-5', 'M12 13v8');
export const UtensilsIcon = lineIcon(
  'UtensilsIcon',
  'M3 2v7a3 3 0 0 0 6 0V2',
  'M6 2v20',
  'M21 15V2a5 5 0 0 0-5 5v6a2 2 0 0 0 2 2h3Zm0 0v7',
);
export const ExternalLinkIcon = lineIcon(
  'ExternalLinkIcon',
  'M15 3h6v6',
  'M10 14 21 3',
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
export const ChatIcon = lineIcon('ChatIcon', 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12Z');
export const PhoneIcon = lineIcon(
  'PhoneIcon',
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z',
);
export const NightIcon = lineIcon('NightIcon', 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z', 'M17 3v2M16 4h2');
export const CalendarIcon = lineIcon(
  'CalendarIcon',
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  'M16 2v4M8 2v4M3 10h18',
);

/** The icon of each section, shared by the sidebar and the home shortcuts. */
export const SECTION_ICONS: Record<NavSection, ReturnType<typeof createIcon>> = {
  gerencia: ChartIcon,
  servicioVIP: CrownIcon,
  general: GridIcon,
  configuracion: SettingsIcon,
  cashFlow: WalletIcon,
  inventarios: BoxIcon,
  resto: UtensilsIcon,
  user: UserIcon,
};

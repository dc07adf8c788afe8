// The rows of the card list, as plain elements styled by one stylesheet on the list (cardListCss):
// a keystroke re-renders a screenful of rows, and Chakra style props on every cell would cost more
// than the search itself. Wide rows (tablet, desktop) are table-like; phones get two-line rows.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { type MouseEvent, memo } from 'react';
import { availableCredit } from '../../../contract/vip';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import type { SearchableCard } from '../card-search';
import { availableText, STATUS_LABELS } from '../labels';

export interface CardTypeView {
  id: string;
  name: string;
  color: string;
  creditAllowed: boolean;
  defaultCreditLimit: number;
  active: boolean;
}

export const WIDE_ROW_HEIGHT = 52;
export const COMPACT_ROW_HEIGHT = 68;
const UNKNOWN_TYPE: CardTypeView = {
  id: '',
  name: '-',
  color: '#94a3b8',
  creditAllowed: false,
  defaultCreditLimit: 0,
  active: true,
};

/** Wide columns: number, holder, type, status, balance, limit, available, last movement. */
const WIDE_COLUMNS = {
  base: '6.5rem minmax(9rem, 2fr) minmax(6rem, 1fr) 6rem 7.5rem 7rem',
  lg: '7rem minmax(10rem, 2fr) minmax(6rem, 1fr) 6.5rem 8rem 8rem 8rem 9.5rem',
};

export const cardListCss: SystemStyleObject = {
  '& .vc-count': { textStyle: 'sm', color: 'fg.muted', mb: '3' },
  '& .vc-frame': { borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', bg: 'bg.panel', overflow: 'hidden' },
  '& .vc-head-cell': {
    textAlign: 'start',
    textTransform: 'inherit',
    fontWeight: 'inherit',
    letterSpacing: 'inherit',
    whiteSpace: 'nowrap',
    color: 'inherit',
  },
  '& button.vc-head-cell': { cursor: 'pointer', _hover: { color: 'fg' } },
  '& .vc-head-cell.vc-num': { textAlign: 'end' },
  '& .vc-row': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'grid',
    alignItems: 'center',
    columnGap: '3',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    color: 'fg',
    textDecoration: 'none',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  },
  '& .vc-wide': { gridTemplateColumns: WIDE_COLUMNS },
  '& .vc-head': {
    display: 'grid',
    gridTemplateColumns: WIDE_COLUMNS,
    columnGap: '3',
    px: '3',
    py: '2',
    alignItems: 'center',
    bg: 'bg.subtle',
    borderBottomWidth: '1px',
    borderColor: 'border',
    textStyle: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
  '& .vc-compact': { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: '0.5', py: '2' },
  '& .vc-num': { fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
  '& .vc-cell': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .vc-xl': { display: { base: 'none', lg: 'block' } },
  '& .vc-strong': { fontWeight: 'semibold' },
  '& .vc-muted': { color: 'fg.muted', textStyle: 'xs' },
  '& .vc-neg': { color: 'fg.error' },
  // The ring keeps a near-black type colour visible in dark mode.
  '& .vc-dot': {
    display: 'inline-block',
    width: '2.5',
    height: '2.5',
    borderRadius: 'full',
    flexShrink: 0,
    mr: '1.5',
    boxShadow: '0 0 0 1px {colors.border.emphasized}',
  },
  '& .vc-badge': {
    display: 'inline-block',
    px: '1.5',
    borderRadius: 'l1',
    textStyle: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.25rem',
    whiteSpace: 'nowrap',
  },
  '& .vc-badge[data-status=active]': { bg: 'green.subtle', color: 'green.fg' },
  '& .vc-badge[data-status=blocked]': { bg: 'orange.subtle', color: 'orange.fg' },
  '& .vc-badge[data-status=lost]': { bg: 'red.subtle', color: 'red.fg' },
  '& .vc-line': { display: 'flex', alignItems: 'center', gap: '2', minWidth: 0 },
};

interface RowProps<C extends SearchableCard> {
  card: C;
  type: CardTypeView | undefined;
  top: number;
  href: string;
  i18n: I18n;
  /** "Disponible", said before the compact row's available amount. */
  availableLabel: string;
  onOpen(id: string): void;
}

function openHandler(id: string, onOpen: (id: string) => void) {
  return (e: MouseEvent) => {
    // A modified click keeps the browser's behaviour (new tab); a plain one stays in the app.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(id);
  };
}

function Money({ cents, i18n, className = '' }: { cents: number; i18n: I18n; className?: string }) {
  return <span className={`vc-cell vc-num ${cents < 0 ? 'vc-neg' : ''} ${className}`}>{fMoney(cents, undefined, i18n)}</span>;
}

function WideRowImpl<C extends SearchableCard>({ card, type, top, href, i18n, onOpen }: RowProps<C>) {
  const t = type ?? UNKNOWN_TYPE;
  return (
    <a
      className="vc-row vc-wide"
      style={{ transform: `translateY(${top}px)`, height: WIDE_ROW_HEIGHT }}
      href={href}
      onClick={openHandler(card.id, onOpen)}
      data-testid="vip-card-row"
      data-card-id={card.id}
    >
      <span className="vc-cell vc-strong">{card.number}</span>
      <span className="vc-cell">
        <span className="vc-cell" style={{ display: 'block' }}>
          {card.holderName}
        </span>
        {card.holderDocument && (
          <span className="vc-cell vc-muted" style={{ display: 'block' }}>
            {card.holderDocument}
          </span>
        )}
      </span>
      <span className="vc-cell">
        <span className="vc-dot" style={{ background: t.color }} />
        {t.name}
      </span>
      <span>
        <span className="vc-badge" data-status={card.status}>
          {i18n._(STATUS_LABELS[card.status])}
        </span>
      </span>
      <Money cents={card.balance} i18n={i18n} className="vc-strong" />
      <Money cents={t.creditAllowed ? card.creditLimit : 0} i18n={i18n} className="vc-xl" />
      {card.status === 'active' ? (
        <Money cents={availableCredit(card.balance, card.creditLimit, t.creditAllowed)} i18n={i18n} />
      ) : (
        <span className="vc-cell vc-num vc-muted">{availableText(card.status, 0, i18n)}</span>
      )}
      <span className="vc-cell vc-muted vc-xl">{card.lastMovementAt ? fDateTime(card.lastMovementAt, i18n) : '-'}</span>
    </a>
  );
}

function CompactRowImpl<C extends SearchableCard>({ card, type, top, href, i18n, availableLabel, onOpen }: RowProps<C>) {
  const t = type ?? UNKNOWN_TYPE;
  return (
    <a
      className="vc-row vc-compact"
      style={{ transform: `translateY(${top}px)`, height: COMPACT_ROW_HEIGHT }}
      href={href}
      onClick={openHandler(card.id, onOpen)}
      data-testid="vip-card-row"
      data-card-id={card.id}
    >
      <span className="vc-line">
        <span className="vc-dot" style={{ background: t.color }} />
        <span className="vc-cell vc-strong">{card.holderName}</span>
      </span>
      <Money cents={card.balance} i18n={i18n} className="vc-strong" />
      <span className="vc-line vc-muted">
        <span className="vc-cell">
          {card.number} · {t.name}
        </span>
        {card.status !== 'active' && (
          <span className="vc-badge" data-status={card.status}>
            {i18n._(STATUS_LABELS[card.status])}
          </span>
        )}
      </span>
      <span className="vc-cell vc-num vc-muted">
        {card.status === 'active' && `${availableLabel} `}
        {availableText(card.status, availableCredit(card.balance, card.creditLimit, t.creditAllowed), i18n)}
      </span>
    </a>
  );
}

export const WideRow = memo(WideRowImpl) as typeof WideRowImpl;
export const CompactRow = memo(CompactRowImpl) as typeof CompactRowImpl;

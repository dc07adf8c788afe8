// Which nights a management screen covers: one night (picked from the venue's nights, the open one
// or the latest by default) or a date range. The choice lives in the URL so a link reopens it; the
// default does not: it is derived (useScopeChoice), never written to the URL by an effect, which
// could bring a user back here after they had already tapped another screen.
import { Button, ButtonGroup, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { type NightView, useNightsLive } from '../../../lib/replica/nights';
import { DateRangeFilter } from '../../../lib/ui/date-range-filter';
import { defaultNight, NightPicker } from '../../../lib/ui/night-picker';
import { daysAgoIso, todayIso } from '../labels';
import type { ScopeSearch } from '../scope-search';

export interface ScopeChoice {
  /** The URL's choice, or by default the open night, else the latest that has begun. */
  search: ScopeSearch;
  /** The venue's nights (the picker's options). */
  nights: NightView[] | undefined;
}

const isRanged = (search: ScopeSearch) => Boolean(search.from || search.to);

/** `opening`: the default night already found (a route's loader), used until the nights are read. */
export function useScopeChoice(chosen: ScopeSearch, opening?: string): ScopeChoice {
  const nights = useNightsLive();
  const today = todayIso();
  const fallback = useMemo(() => (nights ? defaultNight(nights, today)?.id : opening), [nights, today, opening]);
  return useMemo(
    () => ({ search: isRanged(chosen) || chosen.nightId || !fallback ? chosen : { nightId: fallback }, nights }),
    [chosen, fallback, nights],
  );
}

export function ScopePicker({ choice, onChange }: { choice: ScopeChoice; onChange(next: ScopeSearch): void }) {
  const { t } = useLingui();
  const { search, nights } = choice;
  const ranged = isRanged(search);
  const today = todayIso();

  return (
    <HStack gap="3" flexWrap="wrap" className="no-print" data-testid="scope-picker">
      <ButtonGroup size="sm" variant="outline" attached>
        <Button
          aria-pressed={!ranged}
          variant={ranged ? 'outline' : 'solid'}
          onClick={() => onChange({ nightId: search.nightId })}
          data-testid="scope-night"
        >
          {t`Una noche`}
        </Button>
        <Button
          aria-pressed={ranged}
          variant={ranged ? 'solid' : 'outline'}
          onClick={() => onChange({ from: search.from ?? daysAgoIso(30), to: search.to ?? today })}
          data-testid="scope-range"
        >
          {t`Rango de fechas`}
        </Button>
      </ButtonGroup>
      {ranged ? (
        <DateRangeFilter
          from={search.from}
          to={search.to}
          onChange={(patch) => onChange({ from: search.from, to: search.to, ...patch })}
          testIds={{ from: 'scope-from', to: 'scope-to' }}
        />
      ) : (
        <NightPicker
          nights={nights ?? []}
          value={search.nightId}
          onChange={(nightId) => onChange({ nightId })}
          testId="scope-night-select"
          today={today}
        />
      )}
    </HStack>
  );
}

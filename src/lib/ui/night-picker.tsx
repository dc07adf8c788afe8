// The one night picker (issue 37, item 2): "Esta noche" and "Anoche" one tap away, any other night
// from a calendar on which only the venue's nights can be chosen, and the chosen night said in
// words under it ("sáb 05/12/2026 · Fiesta retro · abierta"). Replaces 60-item native selects on
// extraction, staff, the balance, the cash movement dialog, differences and the nightly screens.
// "Esta noche" is the night under way (open) or else the last one that has begun; "Anoche" the
// one before it. A picker that may be left empty ("Todas las noches", "Sin noche") says so with
// its own first button.
import { Box, Button, DatePicker, Field, HStack, Portal, parseDate, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { fDate } from '../format-date';
import { venueNightDate } from '../venue-day';
import { CalendarIcon } from './nav-icons';

export interface PickableNight {
  id: string;
  /** yyyy-MM-dd. */
  businessDate: string;
  eventName?: string | null;
  status: 'planned' | 'open' | 'closed';
}

const STATUS = { planned: msg`planificada`, open: msg`abierta`, closed: msg`cerrada` } as const;

// Building an Intl.DateTimeFormat costs far more than formatting with one: one per language.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(locale: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format;
}

/** "sáb 05/12/2026 · Fiesta retro · abierta" */
export function nightWords(night: PickableNight, i18n: I18n): string {
  const weekday = weekdayFormat(i18n.locale || 'es').format(new Date(`${night.businessDate}T12:00:00Z`));
  const parts = [`${weekday} ${fDate(`${night.businessDate}T12:00:00`, i18n)}`];
  if (night.eventName) parts.push(night.eventName);
  parts.push(i18n._(STATUS[night.status]));
  return parts.join(' · ');
}

/** "Esta noche" and "Anoche" among these nights, as of `today` (yyyy-MM-dd). */
export function quickNights<N extends PickableNight>(
  nights: readonly N[],
  today: string,
): { tonight: N | undefined; lastNight: N | undefined } {
  const newestFirst = [...nights].sort((a, b) => b.businessDate.localeCompare(a.businessDate));
  const tonight = newestFirst.find((n) => n.status === 'open') ?? newestFirst.find((n) => n.businessDate <= today);
  const lastNight = tonight ? newestFirst.find((n) => n.businessDate < tonight.businessDate) : undefined;
  return { tonight, lastNight };
}

/** The night a screen opens on: the one under way, else the last begun, else the nearest planned. */
export function defaultNight<N extends PickableNight>(nights: readonly N[], today = venueNightDate()): N | undefined {
  const { tonight } = quickNights(nights, today);
  if (tonight) return tonight;
  return [...nights].sort((a, b) => a.businessDate.localeCompare(b.businessDate))[0];
}

export interface NightPickerProps<N extends PickableNight> {
  nights: readonly N[];
  /** The chosen night's id; '' or undefined: none (the `none` button, when given). */
  value: string | undefined;
  onChange(id: string): void;
  /** The label of the empty choice ("Todas las noches", "Sin noche"); absent: a night is required. */
  none?: string;
  label?: string;
  testId?: string;
  /** yyyy-MM-dd of "today" (tests, the venue's business date); defaults to the device's. */
  today?: string;
  disabled?: boolean;
  /** Inside a dialog the calendar is not portalled (it must stay within the dialog's focus trap). */
  inDialog?: boolean;
  /** False inside a form field that already labels it. */
  withLabel?: boolean;
}

export function NightPicker<N extends PickableNight>({
  nights,
  value,
  onChange,
  none,
  label,
  testId = 'night-picker',
  today,
  disabled,
  inDialog = false,
  withLabel = true,
}: NightPickerProps<N>) {
  const { t, i18n } = useLingui();
  const anchor = useRef<HTMLDivElement>(null);
  // In a dialog the calendar goes into the dialog's content (inside its focus trap, above its
  // scrolling body) rather than at the page's end.
  const dialogOf = useMemo(
    () => ({
      get current(): HTMLElement | null {
        return anchor.current?.closest<HTMLElement>('[role="dialog"]') ?? null;
      },
    }),
    [],
  );
  const day = today ?? venueNightDate();
  const { tonight, lastNight } = useMemo(() => quickNights(nights, day), [nights, day]);
  const byDate = useMemo(() => new Map(nights.map((n) => [n.businessDate, n])), [nights]);
  const chosen = value ? nights.find((n) => n.id === value) : undefined;
  const other = chosen && chosen.id !== tonight?.id && chosen.id !== lastNight?.id ? chosen : undefined;
  const calendarText = other ? fDate(`${other.businessDate}T12:00:00`, i18n) : t`Elegir fecha`;
  const quick = (night: N | undefined, text: string, id: string) =>
    night && (
      <Button
        size="sm"
        variant={value === night.id ? 'solid' : 'outline'}
        colorPalette={value === night.id ? 'brand' : 'gray'}
        aria-pressed={value === night.id}
        onClick={() => onChange(night.id)}
        disabled={disabled}
        data-testid={`${testId}-${id}`}
      >
        {text}
      </Button>
    );
  const body = (
    <Stack gap="1.5" ref={anchor}>
      <HStack gap="2" wrap="wrap" role="group" aria-label={label ?? t`Noche`}>
        {none !== undefined && (
          <Button
            size="sm"
            variant={!value ? 'solid' : 'outline'}
            colorPalette={!value ? 'brand' : 'gray'}
            aria-pressed={!value}
            onClick={() => onChange('')}
            disabled={disabled}
            data-testid={`${testId}-none`}
          >
            {none}
          </Button>
        )}
        {quick(tonight, t`Esta noche`, 'tonight')}
        {quick(lastNight, t`Anoche`, 'last')}
        <DatePicker.Root
          value={chosen ? [parseDate(chosen.businessDate)] : []}
          onValueChange={(details) => {
            const picked = details.value[0] ? byDate.get(details.value[0].toString()) : undefined;
            if (picked) onChange(picked.id);
          }}
          isDateUnavailable={(date) => !byDate.has(date.toString())}
          locale={i18n.locale || 'es'}
          startOfWeek={1}
          disabled={disabled}
          closeOnSelect
          // The calendar (about 170 elements and a month's day states) is built when it opens, not
          // with every screen that shows the picker.
          lazyMount
          unmountOnExit
          positioning={{ placement: 'bottom-start' }}
          w="auto"
        >
          {/* The control is what the calendar is placed against; the trigger's own (icon) size is the button's here. */}
          <DatePicker.Control w="auto">
            <DatePicker.Trigger asChild>
              <Button
                size="sm"
                variant={other ? 'solid' : 'outline'}
                colorPalette={other ? 'brand' : 'gray'}
                w="auto"
                h="9"
                px="3"
                color={other ? 'brand.contrast' : 'fg'}
                data-testid={`${testId}-calendar`}
                title={t`Elegir otra noche en el calendario`}
                // The visible text is the name (the trigger's own label is English and says less).
                aria-label={calendarText}
              >
                <CalendarIcon boxSize="4" />
                {calendarText}
              </Button>
            </DatePicker.Trigger>
          </DatePicker.Control>
          <Portal container={inDialog ? dialogOf : undefined}>
            <DatePicker.Positioner>
              <DatePicker.Content data-testid={`${testId}-calendar-content`}>
                <DatePicker.View view="day">
                  <DatePicker.Header />
                  <DatePicker.DayTable />
                </DatePicker.View>
                <DatePicker.View view="month">
                  <DatePicker.Header />
                  <DatePicker.MonthTable />
                </DatePicker.View>
                <DatePicker.View view="year">
                  <DatePicker.Header />
                  <DatePicker.YearTable />
                </DatePicker.View>
              </DatePicker.Content>
            </DatePicker.Positioner>
          </Portal>
        </DatePicker.Root>
      </HStack>
      {/* The empty choice ("Todas las noches", "Ninguna") already reads on its pressed button. */}
      {(chosen || none === undefined) && (
        <Text textStyle="sm" color={chosen ? undefined : 'fg.muted'} data-testid={`${testId}-chosen`}>
          {chosen ? nightWords(chosen, i18n) : t`Elige una noche`}
        </Text>
      )}
    </Stack>
  );
  if (!withLabel)
    return (
      <Box data-testid={testId} data-value={value ?? ''}>
        {body}
      </Box>
    );
  return (
    <Field.Root w="auto" minW="0" data-testid={testId} data-value={value ?? ''} disabled={disabled}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label ?? t`Noche`}
      </Field.Label>
      {body}
    </Field.Root>
  );
}

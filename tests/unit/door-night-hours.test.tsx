// Issue 19 item 3: a door check-in outside the night's hours (plus a margin) is warned about, not
// refused — the guest card names the night's opening or closing and the button asks to confirm
// ("Ingresar igual"); within the margin nothing is said. Issue 37: the people stepper starts at
// one person, and the whole rest of a party is an explicit choice.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme/system';
import { CHECK_IN_MARGIN_MS, checkInTiming, type NightHours } from '../../src/contract/free-entry';
import { GuestCard } from '../../src/features/free-entry/components/guest-card';
import type { FreeEntryRow } from '../../src/lib/db/noctua-db';
import { click, type Rendered, render } from './helpers';

const HOUR = 3600_000;
const hours = (fromNow: number, length = 7): NightHours => ({
  opensAt: new Date(Date.now() + fromNow * HOUR).toISOString(),
  closesAt: new Date(Date.now() + (fromNow + length) * HOUR).toISOString(),
});

const guest = {
  id: '0190a3b4-0000-7000-8000-000000000001',
  version: 1,
  nightId: '0190a3b4-0000-7000-8000-000000000002',
  guestName: 'Ana Gómez',
  document: null,
  promoter: 'Lucas',
  people: 1,
  arrived: 0,
  code: 'K7M2QX9P4T',
  status: 'issued',
  validUntil: null,
  checkedInAt: null,
  checkedInBy: null,
} as unknown as FreeEntryRow;

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

async function card(night: NightHours | undefined, timeZone?: string) {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <GuestCard
          guest={guest}
          pending={0}
          rejected={undefined}
          busy={false}
          timeZone={timeZone}
          night={night}
          onCheckIn={() => {}}
        />
      </ChakraProvider>
    </I18nProvider>,
  );
  const button = view.container.querySelector('[data-testid="guest-checkin"]');
  return { warning: view.container.querySelector('[data-testid="guest-timing"]'), button: button?.textContent ?? '' };
}

describe('check-in timing', () => {
  it('is early before the opening minus the margin, late after the closing plus it, else fine', () => {
    const at = new Date('2026-11-21T12:00:00Z');
    const night = { opensAt: '2026-11-22T02:30:00Z', closesAt: '2026-11-22T09:30:00Z' };
    expect(checkInTiming(night, at)).toBe('early');
    expect(checkInTiming(night, new Date(Date.parse(night.opensAt) - CHECK_IN_MARGIN_MS))).toBeNull();
    expect(checkInTiming(night, new Date(Date.parse(night.opensAt) + HOUR))).toBeNull();
    expect(checkInTiming(night, new Date(Date.parse(night.closesAt) + CHECK_IN_MARGIN_MS))).toBeNull();
    expect(checkInTiming(night, new Date(Date.parse(night.closesAt) + CHECK_IN_MARGIN_MS + 1))).toBe('late');
    expect(checkInTiming(undefined, at)).toBeNull();
    expect(checkInTiming({ opensAt: null, closesAt: null }, at)).toBeNull();
  });
});

describe('the guest card at the door', () => {
  it('warns a day early (a planned night) and asks to confirm', async () => {
    const { warning, button } = await card(hours(24));
    expect(warning?.textContent).toContain('todavía no empezó');
    expect(warning?.textContent).toContain('Abre el');
    expect(button).toBe('Ingresar igual');
  });

  it("names the opening in the venue's time, whatever the device's zone", async () => {
    const night = { opensAt: '2030-11-23T02:30:00Z', closesAt: '2030-11-23T09:30:00Z' };
    const { warning } = await card(night, 'America/Argentina/Buenos_Aires');
    expect(warning?.textContent).toContain('Abre el 22 nov 2030 23:30');
  });

  it('warns the day after the night ended', async () => {
    const { warning, button } = await card(hours(-30));
    expect(warning?.textContent).toContain('ya terminó');
    expect(button).toBe('Ingresar igual');
  });

  it('says nothing during the night or within the margin', async () => {
    for (const night of [hours(-1), hours(1.5), hours(-8.5), undefined]) {
      const { warning, button } = await card(night);
      expect(warning).toBeNull();
      expect(button).toBe('Ingresar');
      await view?.unmount();
      view = undefined;
    }
  });
});

describe('the people of a party', () => {
  it('start at one; "Todos (n)" picks the rest, and after a check-in the stepper is at one again', async () => {
    const checkedIn: number[] = [];
    const party = { ...guest, people: 5, arrived: 2 } as FreeEntryRow;
    view = await render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <GuestCard
            guest={party}
            pending={0}
            rejected={undefined}
            busy={false}
            timeZone={undefined}
            night={hours(-1)}
            onCheckIn={(n) => checkedIn.push(n)}
          />
        </ChakraProvider>
      </I18nProvider>,
    );
    const el = (id: string) => view?.container.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`) as HTMLButtonElement;
    expect(el('people-value').textContent).toBe('1');
    expect(el('guest-checkin').textContent).toBe('Ingresar');
    expect(el('people-all').textContent).toBe('Todos (3)');
    await click(el('people-all'));
    expect(el('people-value').textContent).toBe('3');
    expect(el('guest-checkin').textContent).toBe('Ingresar 3');
    expect(el('people-all').disabled).toBe(true);
    await click(el('guest-checkin'));
    expect(checkedIn).toEqual([3]);
    expect(el('people-value').textContent).toBe('1');
  });
});

// resto/comandasmoviles (313): the waiter's screen, or the kitchen/bar display of a station
// (?vista=estacion&estacion=<id>) — one route, so a wall tablet bookmarks its station's display.
// The table's bill comes from the route (another feature's component, `renderBill`).
import type { ReactNode } from 'react';
import { StationDisplay } from './station-display';
import { WaiterScreen } from './waiter-screen';

export function ComandasPage({
  view,
  stationId,
  onNavigate,
  renderBill,
}: {
  view: 'mozo' | 'estacion';
  stationId: string | null;
  onNavigate(next: { view: 'mozo' | 'estacion'; stationId: string | null }): void;
  renderBill?(tableId: string): ReactNode;
}) {
  if (view === 'estacion') {
    return <StationDisplay stationId={stationId} onStationChange={(id) => onNavigate({ view, stationId: id })} />;
  }
  return <WaiterScreen onDisplay={() => onNavigate({ view: 'estacion', stationId: null })} renderBill={renderBill} />;
}

// Which bar serves the tables from this board. The VIP settings name one; the staff may switch for
// the rest of the session (the VIP bar closed early, another bar takes the tables), kept in
// sessionStorage so a reload keeps it and the next shift starts from the setting again.
import { useState } from 'react';
import { readString, removeKey, writeString } from '../../lib/storage';
import { useServiceBarQuery } from './api/service-bar';
import { deliveringBar } from './board-logic';

const KEY = 'noctua.ordenesMoviles.barra';

export function useServingBar(online: boolean) {
  const query = useServiceBarQuery(online);
  const [chosen, setChosen] = useState<string | null>(() => readString('session', KEY));
  const barId = deliveringBar(query.data, chosen);
  return {
    bars: query.data?.bars ?? [],
    /** Known once the setting loaded: null then means nobody chose a bar yet. */
    loaded: query.isSuccess,
    barId,
    barName: query.data?.bars.find((b) => b.id === barId)?.name ?? null,
    choose(id: string) {
      if (id) writeString('session', KEY, id);
      else removeKey('session', KEY);
      setChosen(id || null);
    },
  };
}

import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/general/configuracion')({
  component: () => <EntryGate id="general.configuracion" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/user/list')({
  component: () => <EntryGate id="user.list" />,
});

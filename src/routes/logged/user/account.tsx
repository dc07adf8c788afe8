import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/user/account')({
  component: () => <EntryGate id="user.account" />,
});

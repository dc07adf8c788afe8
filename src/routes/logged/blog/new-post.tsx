import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/blog/new-post')({
  component: () => <EntryGate id="blog.newPost" />,
});

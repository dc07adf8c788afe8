import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EditorPage } from '../../../features/blog/components/editor-page';

// ?post=<slug> edits that post; without it, a new one.
export const Route = createFileRoute('/logged/blog/new-post')({
  validateSearch: v.object({ post: v.optional(v.string()) }),
  component: NewPostRoute,
});

function NewPostRoute() {
  const { post } = Route.useSearch();
  return <EditorPage key={post ?? ''} editSlug={post || undefined} />;
}

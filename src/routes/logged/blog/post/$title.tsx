import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '../../../../features/blog/components/post-page';

// $title is the post's slug (SPEC §2 /blog/post/:title).
export const Route = createFileRoute('/logged/blog/post/$title')({ component: PostRoute });

function PostRoute() {
  const { title } = Route.useParams();
  return <PostPage key={title} slug={title} />;
}

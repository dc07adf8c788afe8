import { createFileRoute } from '@tanstack/react-router';
import { PostsPage } from '../../../features/blog/components/posts-page';

export const Route = createFileRoute('/logged/blog/posts')({ component: PostsPage });

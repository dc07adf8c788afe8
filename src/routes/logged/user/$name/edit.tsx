import { createFileRoute } from '@tanstack/react-router';
import { StaffEditPage } from '../../../../features/staff/components/edit-page';

// $name is the user's id (the staff list links here).
export const Route = createFileRoute('/logged/user/$name/edit')({ component: EditRoute });

function EditRoute() {
  const { name } = Route.useParams();
  return <StaffEditPage key={name} id={name} />;
}

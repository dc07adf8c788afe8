// The one frame the app's side drawers are drawn in (preferences, a price list's prices, the
// changes that need attention): backdrop, the panel at the screen's end with its title and an
// optional line under it, the body, the footer's buttons and the close button (labelled "Cerrar" in
// the interface language). The main menu's drawer is the navigation's own and is not drawn here.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';

type RootProps = ComponentProps<typeof Drawer.Root>;

export function DrawerFrame({
  open,
  onOpenChange,
  size,
  closeOnInteractOutside,
  trigger,
  title,
  description,
  footer,
  bodyPy = '5',
  testId,
  children,
}: {
  /** Controlled when given; with `trigger` the drawer opens and closes on its own. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  size?: RootProps['size'];
  closeOnInteractOutside?: boolean;
  /** The button that opens it (rendered where the drawer is placed). */
  trigger?: ReactNode;
  title: ReactNode;
  /** A line under the title (the drawer's accessible description). */
  description?: ReactNode;
  footer?: ReactNode;
  bodyPy?: ComponentProps<typeof Drawer.Body>['py'];
  testId?: string;
  /** The body. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={onOpenChange && ((e) => onOpenChange(e.open))}
      placement="end"
      size={size}
      closeOnInteractOutside={closeOnInteractOutside}
    >
      {trigger && <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>}
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header borderBottomWidth="1px" flexDirection="column" alignItems="stretch" gap="1" pe="14">
              <Drawer.Title>{title}</Drawer.Title>
              {description && (
                <Drawer.Description textStyle="sm" color="fg.muted">
                  {description}
                </Drawer.Description>
              )}
            </Drawer.Header>
            <Drawer.Body py={bodyPy}>{children}</Drawer.Body>
            {footer && <Drawer.Footer borderTopWidth="1px">{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

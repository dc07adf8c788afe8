// The outlined card that holds one part of a settings or profile screen: a title (with an icon
// in the brand colour, when given), what the part is about, and its body. The body's own props
// (padding, gap, asChild) are the caller's.
import { Card, type CardBodyProps, HStack, type IconProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

export function PanelCard({
  title,
  description,
  icon: TitleIcon,
  testId,
  bodyProps,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ComponentType<IconProps>;
  testId?: string;
  bodyProps?: CardBodyProps;
  /** The body; nothing renders no body. */
  children?: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid={testId}>
      <Card.Header>
        {TitleIcon ? (
          <HStack gap="3">
            <TitleIcon boxSize="5" color="brand.fg" />
            <Card.Title>{title}</Card.Title>
          </HStack>
        ) : (
          <Card.Title>{title}</Card.Title>
        )}
        {description !== undefined && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      {children !== undefined && children !== null && children !== false && <Card.Body {...bodyProps}>{children}</Card.Body>}
    </Card.Root>
  );
}

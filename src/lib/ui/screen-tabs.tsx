// The tabs of a screen: line tabs whose panels mount when first opened. A screen lists its tabs as
// data (value, label, what the panel shows) rather than writing the triggers and the panels apart;
// the open tab is the screen's (`value` with `onChange`, when it lives in the URL) or the tabs' own
// (`defaultValue`).
import { Tabs, type TabsContentProps, type TabsListProps, type TabsRootProps, type TabsTriggerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ScreenTab<T extends string> {
  value: T;
  label: ReactNode;
  /** The panel. */
  content: ReactNode;
  /** The trigger's data-testid. */
  testId?: string;
}

export function ScreenTabs<T extends string>({
  tabs,
  value,
  defaultValue,
  onChange,
  rootProps,
  listProps,
  triggerProps,
  contentPt,
}: {
  tabs: readonly ScreenTab<T>[];
  value?: T;
  defaultValue?: T;
  onChange?(value: T): void;
  /** More of Tabs.Root's props (a colour palette, unmounting a panel on leaving it). */
  rootProps?: Omit<TabsRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'children'>;
  listProps?: TabsListProps;
  triggerProps?: Omit<TabsTriggerProps, 'value'>;
  contentPt?: TabsContentProps['pt'];
}) {
  return (
    <Tabs.Root
      {...(value !== undefined ? { value } : { defaultValue })}
      onValueChange={onChange && ((e) => onChange(e.value as T))}
      variant="line"
      lazyMount
      {...rootProps}
    >
      <Tabs.List {...listProps}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} data-testid={tab.testId} {...triggerProps}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt={contentPt}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

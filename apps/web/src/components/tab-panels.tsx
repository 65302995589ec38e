import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface TabPanel {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** A tab strip over its panels, both from one list, so that every tab has its panel; the first is open at first. */
export function TabPanels({
  tabs,
  className,
  listClassName,
  triggerClassName,
}: {
  tabs: readonly [TabPanel, ...TabPanel[]];
  className?: string;
  listClassName?: string;
  triggerClassName?: string;
}) {
  return (
    <Tabs defaultValue={tabs[0].value} className={className}>
      <TabsList className={listClassName}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className={triggerClassName}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

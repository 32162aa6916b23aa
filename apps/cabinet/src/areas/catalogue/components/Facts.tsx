import { Fact, Facts as FactList } from '@cabinet/design-system/fact-list';
import type { ReactNode } from 'react';

/** Labelled facts given as a list of items, in the design system's fact list. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <FactList>
      {items.map((item) => (
        <Fact key={item.label} label={item.label}>
          {item.value}
        </Fact>
      ))}
    </FactList>
  );
}

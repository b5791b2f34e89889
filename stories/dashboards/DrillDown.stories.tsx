import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import DrillDownList from '../../web/dashboards/DrillDownList';
import { withDashboardApi } from './mockDashboardApi';

const meta = { title: 'Dashboards/Drill-down list', component: DrillDownList } satisfies Meta<typeof DrillDownList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the list (or its empty state) is shown. */
async function listed({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(
    () => {
      if (canvasElement.querySelector('.loading')) throw new Error('still loading');
      if (!canvasElement.querySelector('[data-testid="drill-total"], .empty')) throw new Error('no list yet');
    },
    { timeout: 4000 },
  );
}

/** The "Report Card Generated" bar of the status chart: the approved forms, with their scores and grades. */
export const StatusBar: Story = { decorators: [withDashboardApi({}, '/dashboard/schools?from=progress&year=1&at.status=9')], play: listed };

/** A district × status cell of the district progress chart, from a filtered dashboard. */
export const DistrictCell: Story = { decorators: [withDashboardApi({}, '/dashboard/schools?from=progress&year=1&status=9&at.district=2&at.status=9')], play: listed };

/** A domain of the self vs external comparison: the audited approved forms, both scores of the domain. */
export const SelfVsExternalDomain: Story = {
  decorators: [withDashboardApi({}, '/dashboard/schools?from=analysis&year=1&at.status=9&at.domain=D1&at.evaluation=external')],
  play: listed,
};

/**
 * The "Girls" slice of the state government schools by category (a school
 * chart, all years): schools of the school master, those without a form too ("No form").
 */
export const DonutSlice: Story = {
  decorators: [withDashboardApi({}, '/dashboard/schools?from=progress&year=all&at.basis=schools&at.management=stateGovernment&at.category=girls')],
  play: listed,
};

/** A DQA's list: their district only, without naming it. */
export const District: Story = { decorators: [withDashboardApi({ scope: 'district' }, '/dashboard/schools?from=progress&at.status=9')], play: listed };

/** Nothing behind the value (the data changed since the chart was drawn): No records found! */
export const Empty: Story = { decorators: [withDashboardApi({ empty: true }, '/dashboard/schools?from=progress&at.status=9')], play: listed };

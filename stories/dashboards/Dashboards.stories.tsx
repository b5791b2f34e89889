import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import ProgressDashboard from '../../web/dashboards/ProgressDashboard';
import AnalysisDashboard from '../../web/dashboards/AnalysisDashboard';
import { chartsLoaded, withDashboardApi } from './mockDashboardApi';

const meta = { title: 'Dashboards/Pages', component: ProgressDashboard } satisfies Meta<typeof ProgressDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The progress dashboard of a state-level user: every district, district filter shown. */
export const Progress: Story = { decorators: [withDashboardApi()], play: chartsLoaded };

/** A DQA: one district, so no district filter; the blocks of their district instead. */
export const ProgressDistrict: Story = { decorators: [withDashboardApi({ scope: 'district' })], play: chartsLoaded };

/** Filters from the address: Karnal, report cards generated. */
export const ProgressFiltered: Story = { decorators: [withDashboardApi({}, '/dashboard/progress?district=2&status=9')], play: chartsLoaded };

/** No forms in scope yet: every chart says No data found! */
export const ProgressEmpty: Story = { decorators: [withDashboardApi({ empty: true })], play: chartsLoaded };

/** Changes of the last seconds not counted yet (a bulk move, a busy hour): the filter bar says so. */
export const ProgressBehind: Story = { decorators: [withDashboardApi({ behindSeconds: 7 })], play: chartsLoaded };
/** Behind at first, counted a few seconds later: the note goes and the charts are asked again. */
export const ProgressCatchingUp: Story = { decorators: [withDashboardApi({ behindSeconds: 7, behindFor: 1 })], play: chartsLoaded };

/** Some calls fail (each chart has its own error and retry), the last is still loading (a chart waiting holds back the ones after it, ChartGrid.tsx). */
export const ProgressPartlyFailing: Story = {
  decorators: [withDashboardApi({ failing: ['chart/statuswise', 'progress/district/heat'], slow: ['progress/district/status'] })],
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      if (canvasElement.querySelectorAll('.chart-error').length < 2) throw new Error('errors not shown yet');
      if (canvasElement.querySelectorAll('.loading').length !== 1) throw new Error('other charts still loading');
    });
  },
};

/** The analysis page. */
export const Analysis: Story = { render: () => <AnalysisDashboard />, decorators: [withDashboardApi({}, '/dashboard/analysis')], play: chartsLoaded };

/** Analysis before any form is approved. */
export const AnalysisEmpty: Story = { render: () => <AnalysisDashboard />, decorators: [withDashboardApi({ empty: true }, '/dashboard/analysis')], play: chartsLoaded };

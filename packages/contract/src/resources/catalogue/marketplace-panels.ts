import { z } from 'zod';
import { defineResource } from '../definition.ts';
import { marketplacePlatforms, statuses } from '../field.ts';

/**
 * The marketplace panels the business sells through (setting/integrator): a name and a status per panel of each
 * platform. A product's form offers the active ones (`GET config/<platform>/list`).
 */
export const marketplacePanelResource = defineResource({
  name: 'integrator/panel',
  title: 'marketplacePanels.title',
  itemTitle: 'marketplacePanels.item',
  logType: 'marketplacePanel',
  numberField: 'name',
  fields: [
    {
      name: 'platform',
      type: 'select',
      label: 'marketplacePanels.platform',
      options: marketplacePlatforms,
      required: true,
      list: true,
      filterable: true,
      lockedOnEdit: true,
    },
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
  ],
  permissions: { view: 'SettingIntegrator', create: 'SettingIntegrator', edit: 'SettingIntegrator', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'SettingIntegrator' },
});

export const panelsPlatformParams = z.object({ platform: z.enum(marketplacePlatforms) });

/**
 * `GET config/<platform>/list`: the business's active panels of that marketplace, each by the spec's names
 * (panel_name, panel_status) and by the older name and status that clients already read.
 */
export const activePanelsReply = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      panel_name: z.string(),
      panel_status: z.enum(statuses),
      name: z.string(),
      status: z.enum(statuses),
    }),
  ),
});
export type ActivePanel = z.infer<typeof activePanelsReply>['data'][number];

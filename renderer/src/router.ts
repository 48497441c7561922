/**
 * The screens and their addresses (hash history: the address survives a reload under `file://`
 * and the browser build alike, and back/forward walk the screens). Every screen but the campaign
 * list loads when first opened, so the app starts on a small first chunk.
 *
 * `#/table/<id>` is the table display: Electron's window-open handler (`isTableDisplayUrl` in
 * electron/main/window.ts) matches that exact form, so it must not change.
 */
import { createRouter, createWebHashHistory, type RouteLocationNormalized, type RouteRecordRaw } from 'vue-router';
import CampaignList from './views/CampaignList.vue';

const campaignId = (route: RouteLocationNormalized) => ({ campaignId: Number(route.params.id) });
const PlayScreen = () => import('./views/PlayScreen.vue');
const StatsView = () => import('./views/history/StatsView.vue');
const LabView = () => import('./views/lab/LabView.vue');

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'campaigns', component: CampaignList },
  { path: '/new', name: 'new-campaign', component: CampaignList },
  { path: '/play/:id(\\d+)', name: 'play', component: PlayScreen, props: campaignId },
  // The play screen's address before the router: kept for bookmarks and open tabs.
  { path: '/campaign/:id(\\d+)', redirect: (to) => ({ name: 'play', params: { id: to.params.id } }) },
  {
    path: '/campaign/:id(\\d+)/chronicle',
    name: 'chronicle',
    component: () => import('./views/history/ChronicleView.vue'),
    props: campaignId,
  },
  { path: '/campaign/:id(\\d+)/stats', name: 'campaign-stats', component: StatsView, props: campaignId },
  { path: '/campaign/:id(\\d+)/lab', name: 'campaign-lab', component: LabView, props: campaignId },
  { path: '/stats', name: 'stats', component: StatsView },
  { path: '/backups', name: 'backups', component: () => import('./views/history/BackupsView.vue') },
  { path: '/lab', name: 'lab', component: LabView },
  { path: '/packs', name: 'packs', component: () => import('./views/packs/PacksView.vue') },
  {
    path: '/packs/edit/:hash([0-9a-f]{64})',
    name: 'pack-editor',
    component: () => import('./views/packs/PackEditor.vue'),
    props: (route: RouteLocationNormalized) => ({ hash: String(route.params.hash) }),
  },
  { path: '/recovery', name: 'recovery', component: () => import('./views/RecoveryView.vue') },
  {
    path: '/table/:id(\\d+)',
    name: 'table',
    component: () => import('./views/table/TableDisplay.vue'),
    props: campaignId,
    meta: { bare: true },
  },
  { path: '/:unknown(.*)*', redirect: '/' },
];

export const router = createRouter({ history: createWebHashHistory(), routes });

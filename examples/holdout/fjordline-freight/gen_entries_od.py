# ops-dashboard entries (Vue 3.3 + Element Plus 2.4 + Pinia 2 + vue-i18n 9 -> React 18 + antd 5 + TanStack Query 5 + react-i18next 13)
OD = "ops-dashboard"

ENTRIES = [
dict(key="grid_table",
 title="ShipmentGrid: el-table -> antd Table (rowKey, selection, custom sort, lazy tree rows)",
 body="""## Why
ShipmentGrid is the main ops table (all open shipments, 300-5000 rows). Element Plus features we relied on: `row-key`, `@selection-change` with `reserve-selection`, `sortable="custom"` + `@sort-change`, fixed right action column, and in the consolidated view `lazy` + `:load` + `:tree-props` for master/house shipments.

## What changed
```tsx
<Table<ShipmentRow>
  rowKey="shipmentId"
  columns={columns}
  dataSource={data}
  rowSelection={{ selectedRowKeys, onChange: setSelectedRowKeys, preserveSelectedRowKeys: true }}
  onChange={(pagination, filters, sorter) => setSort(toSort(sorter))}
  scroll={{ x: 1600 }}
  expandable={{
    rowExpandable: (r) => r.isMaster,
    expandedRowKeys,
    onExpand: (open, r) => open && loadHouses(r.shipmentId),
  }}
/>
```
- `sortable="custom"` -> `sorter: true` on the column; the third onChange arg has `field` and `order` ('ascend' | 'descend' | undefined).
- `fixed="right"` -> `fixed: 'right'`; needs `scroll.x` or the column is not fixed.
- Lazy tree: antd has no `load` callback. Rows with `isMaster` get `children: []` placeholder so the expand icon shows; on expand we fetch the house shipments with `queryClient.fetchQuery(['shipments', 'houses', id])` and write them into `children` of that row.

## Gotchas
- `reserve-selection` -> `preserveSelectedRowKeys: true`, otherwise changing page/filter drops the selection.
- `row-class-name` -> `rowClassName` (same idea, returns a string).""",
 project=OD, branches=["*"], applies_to={"antd": ">=5 <6"},
 asset_type="component", assets=["ShipmentGrid"], status="verified",
 source="PR #214 fjordline/ops-dashboard", updated_at="2025-12-12"),

dict(key="grid_virtual",
 title="ShipmentGrid 5k rows: el-table-v2 -> antd Table `virtual` (antd >= 5.9)",
 body="""The "all open shipments" tab used `el-table-v2` (virtualised) because el-table choked at ~2000 rows. antd 5.9 added `virtual` to Table:
```tsx
<Table virtual rowKey="shipmentId" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 2000, y: 640 }} />
```
- `scroll.y` is required for virtual mode, and every column needs a numeric `width` (no auto width), otherwise header and body drift apart.
- `el-table-v2` `:estimated-row-height` -> nothing; rows must have a fixed height (ellipsis on long cells).
- Sticky header is implicit with `scroll.y`.
Measured: 5 200 rows, first render 180 ms, scroll at 60 fps on the control room PCs.""",
 project=OD, branches=["main"], applies_to={"antd": ">=5.9 <6"},
 asset_type="component", assets=["ShipmentGrid"], status="verified",
 conditions="Flat shipment lists with fixed row height.",
 counter_conditions="Not verified with tree data (lazy master/house expandable rows): we saw scroll jumps when expanding inside a virtual table, so the consolidated view stays non-virtual.",
 source="PR #241 fjordline/ops-dashboard", updated_at="2026-01-28"),

dict(key="shipment_list",
 title="ShipmentList (mobile card list) -> antd List",
 body="""ShipmentList is the small-screen version used by drivers' dispatchers on tablets, not the ShipmentGrid. `el-card` per row in a `v-for` with `el-pagination small` -> antd `List` with `grid={{ xs: 1, sm: 2 }}`, `renderItem` returning `<List.Item><Card size="small">`, and `pagination={{ simple: true }}`. Infinite scroll (`v-infinite-scroll`) was replaced by `useInfiniteQuery` + a "Load more" button; the directive version fired twice on iPad Safari.""",
 project=OD, branches=["*"], applies_to={"antd": "^5"},
 asset_type="component", assets=["ShipmentList"], status="verified",
 source="PR #220 fjordline/ops-dashboard", updated_at="2025-12-16"),

dict(key="pinia_shipment_tq5",
 title="useShipmentStore (Pinia, server data) -> TanStack Query 5 useShipmentsQuery",
 body="""## Why
`stores/shipment.ts` (Pinia) held `items`, `loading`, `error`, `lastFetched` and actions `fetchShipments(filters)`, `refresh()`, `updateStatus()`. Every view called `fetchShipments` in `onMounted`; stale data and double fetching everywhere.

## What changed
- Server state lives in TanStack Query, not in a client store:
```ts
export const shipmentsQuery = (f: ShipmentFilters) => queryOptions({
  queryKey: ['shipments', f],
  queryFn: ({ signal }) => api.get('/shipments', { params: f, signal }).then((r) => r.data),
  staleTime: 30_000,
  placeholderData: keepPreviousData,   // no empty table between pages
});
export const useShipmentsQuery = (f: ShipmentFilters) => useQuery(shipmentsQuery(f));
```
- `updateStatus` -> `useMutation` with `onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shipments'] })`.
- `lastFetched` -> `dataUpdatedAt`.

## Gotchas
- Don't copy query data into another store "for convenience"; that reintroduces the staleness.
- Filters object must be serialisable and stable in shape; `undefined` keys are dropped from the key hash, `null` is not.""",
 project=OD, branches=["main"], applies_to={"@tanstack/react-query": "^5"},
 asset_type="store", assets=["useShipmentStore", "stores/shipment.ts"], status="verified",
 source="PR #205 fjordline/ops-dashboard", updated_at="2025-12-04"),

dict(key="pinia_shipment_tq4",
 title="hotfix branches: useShipmentStore -> React Query 4 (keepPreviousData, cacheTime)",
 body="""Hotfix branches are cut from the 2025.12 line, which still has @tanstack/react-query 4.36. Same pattern as main, v4 syntax:
```ts
useQuery({
  queryKey: ['shipments', filters],
  queryFn: fetchShipments,
  keepPreviousData: true,    // v4 flag; avoids the empty table flash when paging
  cacheTime: 5 * 60_000,
  staleTime: 30_000,
});
```
Use `isLoading` (v4 meaning: no data yet) for the first-load spinner and `isPreviousData` to dim the table while the next page loads. Don't backport v5 code (`placeholderData: keepPreviousData`, `gcTime`, `isPending`) into a hotfix, it won't compile.""",
 project=OD, branches=["hotfix/*"], applies_to={"@tanstack/react-query": "^4"},
 asset_type="store", assets=["useShipmentStore"], status="verified",
 source="PR #229 fjordline/ops-dashboard", updated_at="2026-01-09"),

dict(key="tq5_object_form",
 title="\"Bad argument type. Starting with v5, only the Object form is allowed\"",
 body="""Runtime error after bumping to TanStack Query 5:
```
Error: Bad argument type. Starting with v5, only the "Object" form is allowed when calling query related functions. Please use the error stack to find the culprit call. More info here: https://tanstack.com/query/latest/docs/react/guides/migrating-to-v5#supports-a-single-signature-one-object
    at useBaseQuery (@tanstack_react-query.js:2963:11)
    at useCarrierOptions (src/features/carriers/useCarrierOptions.ts:7:10)
```
Cause: positional calls copied from v3/v4 examples: `useQuery(['carriers'], fetchCarriers, { staleTime })`, `queryClient.invalidateQueries(['shipments'])`.
Fix: `useQuery({ queryKey: ['carriers'], queryFn: fetchCarriers, staleTime })`, `invalidateQueries({ queryKey: ['shipments'] })`. The official codemod handles most: `npx jscodeshift ./src --extensions=ts,tsx --parser=tsx --transform=./node_modules/@tanstack/react-query/build/codemods/src/v5/remove-overloads/remove-overloads.cjs`.""",
 project=OD, branches=["*"], applies_to={"@tanstack/react-query": "^5"},
 asset_type="store", assets=[], status="verified",
 source="PR #231 fjordline/ops-dashboard", updated_at="2026-01-11"),

dict(key="tq5_renames",
 title="TanStack Query 5 renames that bit us: cacheTime -> gcTime, isLoading -> isPending, keepPreviousData",
 body="""Wiki, terse.
- `cacheTime` -> `gcTime`. Old name is silently ignored in v5 (TS catches it only if the options object is typed).
- `keepPreviousData: true` -> `placeholderData: keepPreviousData` (import the fn). `isPreviousData` -> `isPlaceholderData`.
- `isLoading` in v5 = `isPending && isFetching`. Use `isPending` for "no data yet". A disabled query (`enabled: false`) is `isPending` forever -> our spinner never disappeared on the exceptions page until a filter was chosen.
- `useErrorBoundary` -> `throwOnError`.
- `onSuccess/onError/onSettled` removed from useQuery; move toasts to the mutation or to a `QueryCache({ onError })`.""",
 project=OD, branches=["*"], applies_to={"@tanstack/react-query": "^5"},
 asset_type="store", assets=[], status="verified",
 source="wiki: Ops/Migration/TanStack-v5", updated_at="2026-01-12"),

dict(key="filter_store",
 title="useFilterStore (Pinia UI filters) -> URL search params",
 body="""`useFilterStore` kept carrier / status / date range / depot filters in Pinia so they survived route changes. In React they go in the URL (`useSearchParams` from react-router-dom 6): shareable links for the control room, back button works, no store.

```ts
const [params, setParams] = useSearchParams();
const filters = parseFilters(params);          // zod-ish parser with defaults
const update = (patch: Partial<Filters>) => setParams(toParams({ ...filters, ...patch }), { replace: true });
```
Arrays as repeated keys (`?status=DELAYED&status=HELD`).""",
 project=OD, branches=["*"], applies_to={"react-router-dom": ">=6.4"},
 asset_type="store", assets=["useFilterStore"], status="verified",
 conditions="Per-view filters that should be shareable by link.",
 counter_conditions="Not for filters that must survive a browser restart or follow the user across devices (saved views); we deliberately did not port pinia-plugin-persistedstate and there is no replacement yet.",
 source="PR #210 fjordline/ops-dashboard", updated_at="2025-12-08"),

dict(key="v_permission_can",
 title="v-permission directive -> <Can> component + usePermission()",
 body="""## Why
`v-permission="'shipment:edit'"` removed the element in `mounted` (`el.parentNode?.removeChild(el)`) when the user lacked the permission; `v-permission:disable` disabled it instead. Directives don't exist in React.

## What changed
```tsx
export function Can({ perm, fallback = null, children }: CanProps) {
  const allowed = usePermission(perm);
  if (allowed === undefined) return null;        // permissions still loading
  return allowed ? <>{children}</> : <>{fallback}</>;
}
<Can perm="shipment:edit"><Button onClick={edit}>Edit</Button></Can>
<Can perm="shipment:release" fallback={<Button disabled>Release</Button>}><ReleaseButton/></Can>
```
`usePermission` reads `useMeQuery()` (roles from /me, staleTime Infinity).

## Gotchas
- The directive ran after render, so buttons flashed for a frame; `<Can>` renders nothing until permissions are known.
- Hiding a button is UX, not security; the API checks the same permission.""",
 project=OD, branches=["*"], applies_to={"react": ">=18"},
 asset_type="directive", assets=["v-permission"], status="verified",
 source="PR #207 fjordline/ops-dashboard", updated_at="2025-12-05"),

dict(key="v_permission_hoc",
 title="(old) withPermission HOC for v-permission",
 body="""First attempt: `export default withPermission(EditButton, 'shipment:edit')`. Dropped: HOCs per button made the tree unreadable, broke ref forwarding for antd Dropdown triggers, and couldn't express the `:disable` modifier. Use <Can>.""",
 project=OD, branches=["*"], applies_to={},
 asset_type="directive", assets=["v-permission"], status="deprecated",
 source="PR #198 fjordline/ops-dashboard", updated_at="2025-11-24"),

dict(key="vloading",
 title="v-loading directive -> antd Spin (incl. fullscreen)",
 body="""- `v-loading="isFetching"` on a container -> `<Spin spinning={isFetching}>...</Spin>` around it.
- `element-loading-text="Loading vessels..."` -> `tip` (only rendered when Spin wraps children or is fullscreen).
- `v-loading.fullscreen.lock` (used during bulk release) -> `<Spin fullscreen spinning={bulkRunning} tip="Releasing..." />`; `fullscreen` exists since antd 5.11. The `.lock` body-scroll lock is included.
- `delay={300}` avoids the flicker for fast requests; Element had no delay.""",
 project=OD, branches=["main"], applies_to={"antd": ">=5.11 <6"},
 asset_type="directive", assets=["v-loading"], status="verified",
 source="PR #236 fjordline/ops-dashboard", updated_at="2026-01-18"),

dict(key="messagebox",
 title="ElMessage / ElMessageBox.confirm -> App.useApp() (message, modal, notification)",
 body="""## Why
Ported code used antd static methods (`message.success(...)`, `Modal.confirm(...)`) and got:
```
Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.
```
and the toasts ignored our dark control-room theme.

## What changed
- `<App>` from antd wraps the app inside `ConfigProvider`.
- Components use `const { message, modal, notification } = App.useApp();`
- `ElMessageBox.confirm(msg, 'Release hold', { type: 'warning' }).then(release).catch(() => {})` ->
```ts
modal.confirm({ title: 'Release hold', content: msg, okType: 'danger', onOk: () => release() });
```
`onOk` returning a promise keeps the OK button loading until it resolves. Outside React (axios interceptor) we keep a module ref set by a `<StaticAppBridge/>` that captures `App.useApp()` once.

## Gotchas
- ElMessageBox closed on overlay click by default; antd `modal.confirm` has `maskClosable: false` by default.
- `ElMessageBox.prompt` has no antd counterpart; use a small Modal with a Form.""",
 project=OD, branches=["*"], applies_to={"antd": ">=5.1 <6"},
 asset_type="plugin", assets=["ElMessage", "ElMessageBox"], status="verified",
 source="PR #212 fjordline/ops-dashboard", updated_at="2025-12-09"),

dict(key="el_form_rules",
 title="el-form rules / validator callback -> antd Form.Item rules",
 body="""- `:rules="{ vessel: [{ required: true, message: 'Vessel is required', trigger: 'blur' }] }"` -> `<Form.Item name="vessel" rules={[{ required: true, message: 'Vessel is required' }]} validateTrigger="onBlur">`.
- Custom `validator(rule, value, callback)` -> `validator: async (_, value) => { if (bad) throw new Error('...') }` (return/throw, no callback).
- `formRef.value.validate((valid) => ...)` -> `await form.validateFields()` (throws with `errorFields`).
- `resetFields()` same name; `clearValidate()` -> `form.setFields([{ name, errors: [] }])`.
- Dependent rule (ETA after ETD): `dependencies={['etd']}` on the ETA Form.Item.""",
 project=OD, branches=["*"], applies_to={"antd": "^5"},
 asset_type="component", assets=["el-form"], status="verified",
 source="PR #216 fjordline/ops-dashboard", updated_at="2025-12-11"),

dict(key="range_picker",
 title="el-date-picker type=daterange (value-format) -> antd RangePicker",
 body="""ShipmentDateFilter used `<el-date-picker v-model="range" type="daterange" value-format="YYYY-MM-DD" :shortcuts="shortcuts" :disabled-date="d => d > today">`.

- antd `RangePicker` has no `value-format`: value is always `[Dayjs, Dayjs] | null`. Convert at the boundary: `onChange={(v) => update({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}` and `value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}`.
- `shortcuts` -> `presets={[{ label: 'Last 7 days', value: [dayjs().subtract(7, 'd'), dayjs()] }]}`.
- `disabled-date` -> `disabledDate={(d) => d.isAfter(dayjs(), 'day')}` (receives dayjs; Element gave a Date).
- `unlink-panels` -> nothing needed, antd panels are linked only in `picker="month"`.
Both libs are on dayjs, so no moment adapter.""",
 project=OD, branches=["*"], applies_to={"antd": "^5", "dayjs": "^1"},
 asset_type="component", assets=["el-date-picker", "ShipmentDateFilter"], status="verified",
 source="PR #218 fjordline/ops-dashboard", updated_at="2025-12-12"),

dict(key="od_i18n_plural",
 title="vue-i18n 9 pipe plurals -> i18next v4 JSON plural suffixes (_one / _other / _zero)",
 body="""## Why
vue-i18n messages like `"shipments": "no shipments | {n} shipment | {n} shipments"` with `t('shipments', count)` don't work in i18next.

## What changed
```json
{
  "shipments_zero": "no shipments",
  "shipments_one": "{{count}} shipment",
  "shipments_other": "{{count}} shipments"
}
```
`t('shipments', { count })`. The suffixes come from `Intl.PluralRules`; nb and en have `one`/`other`; `_zero` is an i18next extra used when count === 0.

## Gotchas
- vue-i18n with three pipe variants treats the first as zero; with two variants as one/other. The converter script `scripts/i18n-pipes-to-suffix.ts` handles both.
- `{n}` / `{count}` -> `{{count}}` (double braces); named `{vessel}` -> `{{vessel}}`.
- Keep `compatibilityJSON` unset (v4 format). The old `_plural` suffix is v3.""",
 project=OD, branches=["*"], applies_to={"i18next": ">=21", "react-i18next": ">=12"},
 asset_type="i18n", assets=["vue-i18n"], status="verified",
 source="PR #222 fjordline/ops-dashboard", updated_at="2025-12-17"),

dict(key="od_i18n_trans",
 title="<i18n-t keypath> component interpolation -> <Trans>",
 body="""`<i18n-t keypath="eta.delayed" tag="p"><template #hours><b>{{ h }}</b></template></i18n-t>` with message `"Delayed by {hours} h"` ->
```tsx
<Trans i18nKey="eta.delayed" values={{ hours: h }} components={{ b: <strong /> }} />
```
message `"Delayed by <b>{{hours}}</b> h"`. Named components keep translators from breaking the markup. `tag="p"` -> wrap yourself; Trans renders a fragment.""",
 project=OD, branches=["*"], applies_to={"react-i18next": ">=12"},
 asset_type="i18n", assets=["i18n-t"], status="verified",
 source="PR #223 fjordline/ops-dashboard", updated_at="2025-12-17"),

dict(key="od_i18n_formats",
 title="vue-i18n $d / $n (datetimeFormats, numberFormats) -> i18next formatters",
 body="""`$d(eta, 'short')` and `$n(teu, 'decimal')` used `datetimeFormats`/`numberFormats` in createI18n. i18next >= 21.3 has built-in Intl formatters: `"eta": "ETA {{val, datetime(dateStyle: short; timeStyle: short)}}"`, `"teu": "{{val, number}} TEU"`. For table cells we call `Intl.DateTimeFormat` directly (cached), the interpolation path is slower. Times are shown in the vessel's port timezone, passed as `timeZone` format param.""",
 project=OD, branches=["*"], applies_to={"i18next": ">=21.3"},
 asset_type="i18n", assets=["$d", "$n"], status="verified",
 source="PR #224 fjordline/ops-dashboard", updated_at="2025-12-18"),

dict(key="i18n_init",
 title="\"react-i18next:: You will need to pass in an i18next instance by using initReactI18next\"",
 body="""Warning in the console and keys rendered raw ("shipments.title"):
```
react-i18next:: You will need to pass in an i18next instance by using initReactI18next
```
Cause: `src/i18n.ts` was never imported (vue-i18n was installed with `app.use(i18n)`, and the React entry forgot the side-effect import), or in tests `setupTests.ts` didn't import it.
Fix: `i18n.use(initReactI18next).init({ ... })` in src/i18n.ts and `import './i18n'` at the top of main.tsx, before App. With http backend, `useSuspense` (default true) needs a `<Suspense>` around the app, otherwise the first render throws.""",
 project=OD, branches=["*"], applies_to={"react-i18next": ">=11"},
 asset_type="i18n", assets=["vue-i18n"], status="verified",
 source="PR #219 fjordline/ops-dashboard", updated_at="2025-12-13"),

dict(key="config_provider_locale",
 title="el-config-provider locale -> antd ConfigProvider nb_NO + dayjs 'nb'",
 body="""Notat fra Eirik (norsk/engelsk).

Vi hadde `<el-config-provider :locale="nbNo">` (element-plus/es/locale/lang/nb-no) rundt hele appen. I antd:
```tsx
import nbNO from 'antd/locale/nb_NO';
import enGB from 'antd/locale/en_GB';
import 'dayjs/locale/nb';
dayjs.locale(lang === 'nb' ? 'nb' : 'en-gb');
<ConfigProvider locale={lang === 'nb' ? nbNO : enGB} theme={{ token: { colorPrimary: '#0B3D5C' } }}>
```
- antd locale og dayjs locale må byttes samtidig, ellers får DatePicker norske knapper men engelske månedsnavn.
- Bruk en_GB, ikke en_US, for engelsk: ops vil ha dd/mm/yyyy og uke som starter mandag.
- Språkbytte skjer via react-i18next `languageChanged`-event, som setter begge.""",
 project=OD, branches=["*"], applies_to={"antd": "^5", "dayjs": "^1"},
 asset_type="i18n", assets=["el-config-provider"], status="verified",
 source="PR #226 fjordline/ops-dashboard", updated_at="2025-12-19"),

dict(key="dwell_chart",
 title="DwellTimeChart: vue-echarts -> echarts-for-react",
 body="""DwellTimeChart (container dwell time per terminal, stacked bar).
- `<v-chart :option="option" autoresize />` -> `<ReactECharts option={option} notMerge lazyUpdate style={{ height: 360 }} />`. Resizing on window resize is built in (size-sensor).
- Inside antd Tabs the chart renders at width 0 when the tab is hidden; call `ref.current?.getEchartsInstance().resize()` in the Tabs `onChange`, or `destroyInactiveTabPane`.
- `option` must be memoised; a new object every render re-runs setOption.
Needs review: dispose on unmount is done by the wrapper, but we still see a growing listener count after 20 tab switches in Chrome's performance monitor.""",
 project=OD, branches=["*"], applies_to={"echarts": "^5"},
 asset_type="component", assets=["DwellTimeChart"], status="review_required",
 conditions="Interactive dashboard rendering.",
 counter_conditions="Export to PNG / the toolbox saveAsImage and printing were not covered or tested in this migration.",
 source="PR #238 fjordline/ops-dashboard", updated_at="2026-01-20"),

dict(key="route_guards",
 title="router.beforeEach role guards -> react-router 6 layout route + loader redirect",
 body="""Vue: `router.beforeEach((to) => to.meta.requiresRole && !hasRole(to.meta.requiresRole) ? '/forbidden' : true)`.
React: `createBrowserRouter` with a pathless layout route `{ element: <RequireRole role="ops:supervisor" />, children: [...] }` that renders `<Navigate to="/forbidden" replace />` or `<Outlet />`. For data routes, the loader does `throw redirect('/forbidden')` so no data is fetched. `meta.title` -> route `handle: { title }` read with `useMatches()`.""",
 project=OD, branches=["*"], applies_to={"react-router-dom": ">=6.4"},
 asset_type="router", assets=["router/guards.ts"], status="verified",
 source="PR #209 fjordline/ops-dashboard", updated_at="2025-12-06"),

dict(key="customs_upload",
 title="CustomsDocUpload: el-upload (before-upload, http-request) -> antd Upload",
 body="""CustomsDocUpload uploads T1 / EX1 / commercial invoice PDFs to S3 through a presigned URL.
- `:before-upload` returning `false` cancelled the upload in Element. In antd, returning `false` means "don't upload automatically, but KEEP the file in the list"! To reject a file (wrong type, > 10 MB) return `Upload.LIST_IGNORE`.
- `:http-request` -> `customRequest={({ file, onProgress, onSuccess, onError }) => putToS3(file, onProgress).then(onSuccess, onError)}`.
- `:limit` + `:on-exceed` -> `maxCount` (antd replaces the last file instead of firing an event).
Needs review: progress events from the presigned PUT are not reported in Safari (fetch has no upload progress; switch to XHR?).""",
 project=OD, branches=["*"], applies_to={"antd": "^5"},
 asset_type="component", assets=["CustomsDocUpload"], status="review_required",
 source="PR #244 fjordline/ops-dashboard", updated_at="2026-02-01"),

dict(key="depot_tree",
 title="DepotTree: el-tree lazy load -> antd Tree loadData",
 body="""DepotTree (region -> depot -> yard block). Element: `<el-tree lazy :load="loadNode" :props="{ isLeaf: 'leaf' }" show-checkbox>` where `loadNode(node, resolve)` called `resolve(children)`.
antd: `<Tree loadData={({ key }) => fetchChildren(key).then((kids) => setTreeData((t) => insertChildren(t, key, kids)))} treeData={treeData} checkable />`, `isLeaf` on each node.
Needs review: Element's `check-strictly=false` half-checked state for lazily loaded parents differs from antd; the "select whole region" action sends different depot lists. Also `default-expanded-keys` on lazy nodes doesn't trigger loadData in antd.""",
 project=OD, branches=["*"], applies_to={"antd": "^5"},
 asset_type="component", assets=["DepotTree"], status="review_required",
 source="PR #247 fjordline/ops-dashboard", updated_at="2026-02-04"),

dict(key="carrier_select",
 title="CarrierSelect: el-select filterable remote -> antd Select showSearch",
 body="""## What changed
`<el-select filterable remote :remote-method="search" :loading="loading">` ->
```tsx
<Select
  showSearch
  filterOption={false}                 // server filters
  onSearch={debouncedSearch}
  options={options}
  labelInValue
  notFoundContent={isFetching ? <Spin size="small" /> : null}
/>
```
## Gotchas
- Options are replaced on every search; without `labelInValue` (or keeping the selected carrier in `options`), the selected value shows the raw SCAC/ID ("MAEU") after the next search. We merge the current value into options.
- `filterOption={false}` is mandatory, otherwise antd filters the server result again by label and results "flicker".
- `remote-method` fired on focus with ''; antd `onSearch` does not, so preload the top 20 carriers on open.""",
 project=OD, branches=["*"], applies_to={"antd": "^5"},
 asset_type="component", assets=["CarrierSelect"], status="verified",
 source="PR #217 fjordline/ops-dashboard", updated_at="2025-12-11"),

dict(key="anchor_watch",
 title="Anchor watch (stale shipment poller) -> useQuery refetchInterval",
 body=""""Anchor watch" = the job that flags shipments with no AIS/EDI update for > 6 h. In Vue it was `setInterval(() => staleStore.fetch(), 60000)` in `App.vue`, running even in hidden tabs.

Now: `useQuery({ queryKey: ['stale-shipments'], queryFn, refetchInterval: 60_000 })`. `refetchIntervalInBackground` defaults to false, so polling PAUSES when the tab is hidden and refetches on focus. This is intended (saves ~40k requests/day). The control-room wall screens open `/bridge?wall=1`, which sets `refetchIntervalInBackground: true`.""",
 project=OD, branches=["main"], applies_to={"@tanstack/react-query": "^5"},
 asset_type="store", assets=["useStaleStore"], status="verified",
 source="PR #233 fjordline/ops-dashboard", updated_at="2026-01-14"),

dict(key="lighthouse",
 title="Lighthouse (HealthPanel) on React: useQueries over /health/* (candidate)",
 body=""""Lighthouse" is what ops call the HealthPanel in the top bar (EDI gateway, AIS feed, carrier API status lights). Candidate approach: `useQueries({ queries: SERVICES.map((s) => ({ queryKey: ['health', s], queryFn: () => ping(s), refetchInterval: 30_000, retry: 0 })) })`, colour from latency thresholds. Check before using: thresholds (amber > 800 ms?) are not agreed with ops; `retry: 0` needed or a dead service shows green for 3 retries; hotfix line is on Query 4 (`useQueries` signature is the same object form there).""",
 project=OD, branches=["*"], applies_to={"@tanstack/react-query": ">=4"},
 asset_type="component", assets=["HealthPanel"], status="candidate",
 source="wiki: Ops/Migration/Notes", updated_at="2026-02-06"),

dict(key="od_vite_env",
 title="Vite env vars stay VITE_*; typing import.meta.env",
 body="""ops-dashboard stays on Vite, so `import.meta.env.VITE_API_URL` keeps working. Only change: `vite-env.d.ts` declares `ImportMetaEnv` for the new `VITE_WS_URL`. Candidate: we might move to runtime config like the portal (`/config.json`) because the same image is deployed to stage and prod.""",
 project=OD, branches=["*"], applies_to={},
 asset_type="build", assets=["vite.config.ts"], status="candidate",
 source="wiki: Ops/Migration/Notes", updated_at="2026-01-03"),
]

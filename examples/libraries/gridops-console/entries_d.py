# -*- coding: utf-8 -*-
"""GridOps experience entries, part D (tests, trees, layout, forms, charts, topology, misc)."""

GC = "grid-console"
GF = "grid-field"
ALL = "*"

ENTRIES_D = [
dict(
    id="exp-grid-0061",
    title="Component tests: Vue Test Utils `mount` → React Testing Library + MSW handlers for gridApi",
    project=ALL, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="test", assets=["gridApi", "test-utils"], status="verified",
    conditions="Unit/component tests of migrated React components in both projects (Vitest + jsdom).",
    counter_conditions="Not for ECharts / canvas components (jsdom has no canvas: mock echarts-for-react, see its entry). Not for e2e tests (Cypress/Playwright keep hitting the staging backend).",
    source="MR !1383 grid-console", updated_at="2026-01-28",
    body="""- Replace `mount(Comp, { global: { plugins: [pinia] } })` with `render(<Comp />, { wrapper: TestProviders })`, where `TestProviders` creates a *fresh* `QueryClient({ defaultOptions: { queries: { retry: false } } })` per test.
- Mock HTTP with MSW (`setupServer(...handlers)`) instead of `vi.mock('@/services/gridApi')`: the axios interceptors (GRID-4011 refresh) stay under test.
- Query by role/label (`getByRole('button', { name: '提交' })`), not by CSS class: antd class names change between minor versions.
- Fake timers + TanStack Query: use `vi.useFakeTimers({ shouldAdvanceTime: true })`, otherwise `waitFor` never resolves.

```ts
server.use(http.get('/api/feeders', () => HttpResponse.json([{ id: 'F1', name: '岭南线' }])))
render(<FeederPanel substationId="S1" />, { wrapper: TestProviders })
expect(await screen.findByText('岭南线')).toBeInTheDocument()
```""",
),
dict(
    id="exp-grid-0062",
    title="Testing ECharts components in jsdom: mock echarts-for-react and assert on the option object",
    project=GC, branches=["*"],
    applies_to={"echarts-for-react": "^3"},
    asset_type="test", assets=["FeederMap", "LoadCurveChart"], status="verified",
    conditions="Vitest/jsdom tests of grid-console chart components (FeederMap, LoadCurveChart).",
    counter_conditions="Not for visual regression (use Playwright screenshots on a real browser). Not for TopologyCanvas (X6 needs its own SVG-based test setup).",
    source="MR !1435 grid-console", updated_at="2026-03-02",
    body="""jsdom has no canvas; rendering echarts-for-react throws `Cannot read properties of null (reading 'getContext')`.

```ts
vi.mock('echarts-for-react', () => ({
  default: (props: any) => <div data-testid="echarts" data-option={JSON.stringify(props.option)} />,
}))
const option = JSON.parse(screen.getByTestId('echarts').dataset.option!)
expect(option.series[0].data).toHaveLength(96) // 15-min load points for one day
```

Test the option builders (`buildFeederOption`, `buildLoadCurveOption`) as pure functions; keep component tests thin.""",
),
dict(
    id="exp-grid-0063",
    title="SubstationTree lazy loading: a-tree `load-data` with in-place mutation → antd Tree `loadData` + immutable treeData update",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["SubstationTree"], status="verified",
    conditions="SubstationTree (substation → bus → feeder → switch) in grid-console, children loaded on expand from `/api/topology/children`.",
    counter_conditions="Not when the full tree is loaded at once (the 20k-node offline topology view: see the virtual tree entry). Keys must be globally unique: not applicable as-is if backend ids collide across levels without a prefix.",
    source="MR !1413 grid-console", updated_at="2026-02-14",
    body="""Vue: `:load-data="onLoadData"` mutated `treeNode.dataRef.children = children` and then `treeData.value = [...treeData.value]`. In React, mutating the node does nothing visible.

```ts
const updateTreeData = (list: TopoNode[], key: React.Key, children: TopoNode[]): TopoNode[] =>
  list.map((n) => (n.key === key ? { ...n, children } : n.children ? { ...n, children: updateTreeData(n.children, key, children) } : n))

<Tree
  treeData={treeData}
  loadData={async ({ key, children }) => {
    if (children) return
    const kids = await fetchChildren(String(key))
    setTreeData((t) => updateTreeData(t, key, kids.map(toTopoNode)))
  }}
/>
```

- Keys are prefixed by level: `sub:${id}`, `bus:${id}`, `fdr:${id}`, `sw:${id}` (a feeder and a switch can share the numeric id).
- Mark leaves with `isLeaf: true` (switches) or antd shows an expand arrow that loads nothing.""",
),
dict(
    id="exp-grid-0064",
    title="SubstationTree with 20k nodes: antd Tree virtual list via fixed `height`, no defaultExpandAll",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["SubstationTree"], status="verified",
    conditions="The full offline topology view of SubstationTree (~20k nodes loaded at once, checkable for batch outage planning).",
    counter_conditions="Not when nodes must be dragged to re-parent feeders (draggable + virtual Tree mis-computes drop positions on large trees; the re-parent tool uses a separate list UI). Not for lazy-loaded trees (few nodes per level, no need).",
    source="MR !1416 grid-console", updated_at="2026-02-16",
    body="""```tsx
<Tree checkable checkStrictly height={640} itemHeight={28} treeData={fullTree} expandedKeys={expanded} onExpand={setExpanded} />
```

- antd Tree virtualises only when `height` is set (`virtual` defaults to true).
- Do not use `defaultExpandAll` on 20k nodes (initial flatten takes ~2 s); expand substations only.
- `checkStrictly` so checking a substation does not auto-check 3k switches; batch outage planning checks feeders explicitly.
- Custom `titleRender` must be cheap: no Tooltip per node (use the native `title` attribute).""",
),
dict(
    id="exp-grid-0065",
    title="DispatchLayout multi-tab: a-tabs + a-tab-pane → antd 5 Tabs `items` API, tab state in the URL",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6", "react-router-dom": ">=6.4 <7"},
    asset_type="component", assets=["DispatchLayout"], status="verified",
    conditions="grid-console DispatchLayout (sider menu + multi-tab workspace: alarms, feeder map, tickets, switching orders).",
    counter_conditions="Not for preserving component state across tab switches (keep-alive question, see the review entry). Not for antd < 4.23 (no `items`).",
    source="MR !1417 grid-console", updated_at="2026-02-17",
    body="""```tsx
<Tabs
  type="editable-card"
  hideAdd
  activeKey={location.pathname}
  items={openTabs.map((t) => ({ key: t.path, label: t.title, closable: t.path !== '/alarms' }))}
  onChange={(key) => navigate(key)}
  onEdit={(key, action) => action === 'remove' && closeTab(String(key))}
/>
<Outlet />
```

- `<a-tab-pane>` children → `items`; `TabPane` is deprecated in antd 5 and warns.
- The alarm tab is never closable (dispatch rule).
- Open tabs are persisted per user (zustand persist) but restored only after the user store loads permissions.""",
),
dict(
    id="exp-grid-0066",
    title="a-table `customRender` / `bodyCell` slot → antd Table column `render`; `dataIndex` paths as arrays",
    project=ALL, branches=["*"],
    applies_to={"ant-design-vue": "^3", "antd": ">=5 <6"},
    asset_type="component", assets=["a-table"], status="verified",
    conditions="Any ant-design-vue 3 `a-table` with `#bodyCell` / `customRender` columns migrated to antd 5 Table.",
    counter_conditions="Not for antd-mobile (no Table). Not for the virtual AlarmTable's performance tuning (see its entry): this entry is only the API mapping.",
    source="docs/migration/table-columns.md", updated_at="2026-01-22",
    body="""| ant-design-vue 3 | antd 5 |
|---|---|
| `<template #bodyCell="{ column, record }">` with `v-if="column.key === 'status'"` | `render: (_, record) => ...` on that column |
| `customRender: ({ text, record, index })` | `render: (text, record, index)` (positional!) |
| `dataIndex: 'substation.name'` (string path worked in our wrapper) | `dataIndex: ['substation', 'name']` |
| `#headerCell` | column `title` as ReactNode |
| `customFilterDropdown: true` + slot | `filterDropdown: (props) => ...` |

The positional `render` signature is the most common bug: `render: ({ record }) => ...` silently gives `undefined`.""",
),
dict(
    id="exp-grid-0067",
    title="a-select v-model:value + labelInValue → antd Select labelInValue + fieldNames（选项字段映射）",
    project=ALL, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["a-select", "DeviceSelect", "CrewSelect"], status="verified",
    conditions="调度台里的设备选择 DeviceSelect、班组选择 CrewSelect 等需要同时拿到 value 和 label 的下拉框。",
    counter_conditions="远程搜索大数据量设备（> 5000 个）时不适用，需 `showSearch` + `filterOption={false}` + 服务端搜索，另见设备搜索方案；antd-mobile 的 Picker/Selector 不适用。",
    source="MR !1411 grid-console", updated_at="2026-02-13",
    body="""Vue: `<a-select v-model:value="device" label-in-value :options="devices" :field-names="{ label: 'devName', value: 'devId' }" />`

React:

```tsx
<Select
  labelInValue
  value={device}               // { value: 'D123', label: '岭南线 #12 开关' }
  onChange={setDevice}
  options={devices}
  fieldNames={{ label: 'devName', value: 'devId' }}
/>
```

- 没有 `v-model`，必须同时传 `value` 和 `onChange`（受控）。
- `labelInValue` 模式下初始值也必须是 `{ value, label }` 对象，只传字符串时 antd 显示的是 id 而不是名称。
- 放在 Form.Item 里时不要再传 value/onChange，由 Form 注入。""",
),
dict(
    id="exp-grid-0068",
    title="Custom `v-model` (`modelValue` / `update:modelValue`) on our components → controlled `value` / `onChange` pair",
    project=ALL, branches=["*"],
    applies_to={"vue": "^3", "react": ">=18 <19"},
    asset_type="component", assets=["FeederPicker", "TimeRangeBar"], status="verified",
    conditions="Vue 3 components of our own that implement `v-model` / named `v-model:xxx` (FeederPicker, TimeRangeBar) and are rewritten in React.",
    counter_conditions="Not for Vue 2 `.sync` / `model` option (grid-field, see its entry). Not for components rendered inside antd Form.Item (they must follow the `value`/`onChange` names exactly, no renaming).",
    source="MR !1391 grid-console", updated_at="2026-01-31",
    body="""```tsx
// Vue: <TimeRangeBar v-model:range="range" v-model:granularity="gran" />
// React:
<TimeRangeBar range={range} onRangeChange={setRange} granularity={gran} onGranularityChange={setGran} />
```

- Support uncontrolled use too (`defaultValue`) with a small `useControllableValue` helper (ahooks), otherwise every caller must hold state.
- The Vue version emitted `update:modelValue` on every keystroke and `change` on blur; React has one `onChange`. FeederPicker needed an extra `onBlurCommit` for the search box.""",
),
dict(
    id="exp-grid-0069",
    title="Vue 2 `.sync` 修饰符和 `$listeners` 透传 → React 回调 props（现场 App）",
    project=GF, branches=["*"],
    applies_to={"vue": "^2.7", "react": ">=18 <19"},
    asset_type="component", assets=["CrewPicker", "StageTabs"], status="verified",
    conditions="grid-field Vue 2.7 组件使用 `:visible.sync`、`:stage.sync`、`v-on=\"$listeners\"` 透传事件，迁移到 React。",
    counter_conditions="Vue 3 的 `v-model:xxx`（调度台）见另一条；`$attrs` 里的原生属性透传给 antd-mobile 组件时注意 antd-mobile 不接受任意属性，不要直接 `{...rest}` 展开。",
    source="MR !220 grid-field", updated_at="2026-03-07",
    body="""```vue
<CrewPicker :visible.sync="show" :value.sync="crew" v-on="$listeners" />
```

```tsx
<CrewPicker visible={show} onVisibleChange={setShow} value={crew} onChange={setCrew} onConfirm={onConfirm} />
```

- `.sync` 本质是 `update:xxx` 事件，改成 `onXxxChange` 回调。
- `$listeners` 透传改为显式声明需要的回调，不要 `{...props}` 一股脑传给 antd-mobile Popup，会出现 unknown prop 警告甚至覆盖 `onClose`。""",
),
dict(
    id="exp-grid-0070",
    title="provide/inject (`feederContextKey`) → React Context, split value and actions to avoid re-render storms",
    project=ALL, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="other", assets=["feederContextKey", "FeederContext"], status="verified",
    conditions="Component subtrees that used `provide(feederContextKey, {...})` to share the current feeder and helper functions with deep children.",
    counter_conditions="Not for state that is global to the app or shared with Vue islands (use zustand). Not for high-frequency values (hover, cursor position): context re-renders every consumer.",
    source="MR !1397 grid-console", updated_at="2026-02-03",
    body="""```tsx
const FeederValueCtx = createContext<FeederCtxValue | null>(null)
const FeederActionsCtx = createContext<FeederCtxActions | null>(null)

export function FeederProvider({ feederId, children }: Props) {
  const { data: feeder } = useFeeder(feederId)
  const actions = useMemo(() => ({ locate: (id: string) => mapBus.emit('locate', id) }), [])
  return <FeederActionsCtx.Provider value={actions}><FeederValueCtx.Provider value={feeder ?? null}>{children}</FeederValueCtx.Provider></FeederActionsCtx.Provider>
}
```

Vue's inject of a reactive object only re-rendered what read the changed field; React re-renders every consumer when the value identity changes, so memoise and split.""",
),
dict(
    id="exp-grid-0071",
    title="Deep `watch` on the outage ticket form model → antd Form `onValuesChange` / `Form.useWatch`, not useEffect on the whole values object",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["OutageTicketForm"], status="verified",
    conditions="OutageTicketForm side effects on field change: recompute affected customers when feeders change, clear the switch list when the substation changes.",
    counter_conditions="Not for side effects that must run after the server confirms (use mutation callbacks). Not for autosave drafts (separate, unverified topic).",
    source="MR !1400 grid-console", updated_at="2026-02-04",
    body="""Vue: `watch(() => formState.feeders, recomputeAffected, { deep: true })`.

The first React port did `const values = Form.useWatch([], form); useEffect(() => recompute(values), [values])` — it ran on every keystroke in the description field and fired `/api/outage/affected` 30 times while typing.

```tsx
<Form form={form} onValuesChange={(changed) => {
  if ('feeders' in changed) recomputeAffected(changed.feeders)
  if ('substationId' in changed) form.setFieldValue('switches', [])
}}>
```

`onValuesChange` is not called for `setFieldsValue`; if programmatic changes must trigger the side effect, call it explicitly.""",
),
dict(
    id="exp-grid-0072",
    title="OutageTicketForm 草稿自动保存到 localStorage（候选）",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["OutageTicketForm"], status="candidate",
    conditions="停电工单填写时间长（平均 12 分钟），调度员切换页面或浏览器崩溃后希望恢复。",
    counter_conditions="倒闸操作票不能自动恢复草稿（必须基于最新票面重新编辑）；多人共用一台值班电脑时草稿 key 必须带用户 id；尚未验证与编辑已有工单（非新建）的交互。",
    source="讨论 issue #512 grid-console", updated_at="2026-04-20",
    body="""检查项（候选，尚未形成方案）：
- [ ] 使用 `onValuesChange` + 1s 防抖写入 `localStorage['ticket-draft:{userId}']`，不要每次按键写。
- [ ] dayjs 对象序列化为字符串，恢复时再转回 dayjs。
- [ ] 打开新建表单时若有草稿，弹窗询问"恢复上次未提交的草稿？"，不要静默填充。
- [ ] 提交成功、主动取消后清除草稿。
- [ ] 草稿保留最多 24 小时（跨班次后作废）。""",
),
dict(
    id="exp-grid-0073",
    title="AlarmStreamPanel audible alarms: browser autoplay policy — prime the Audio element on the first user gesture (needs review)",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["AlarmStreamPanel", "alarmSound"], status="review_required",
    conditions="grid-console level-1/level-2 alarm sound on the dispatch workstation browser (Chrome/Edge kiosk mode).",
    counter_conditions="Not when the workstation uses the hardware alarm speaker through the local agent (`http://127.0.0.1:18080/beep`), which is not subject to autoplay policy. Not for the visual blink (v-alarm-blink).",
    source="MR !1481 grid-console (open)", updated_at="2026-04-14",
    body="""Vue played `new Audio('/sounds/l1.mp3').play()` in `onMounted`, which worked only because the old kiosk launcher passed `--autoplay-policy=no-user-gesture-required`. The new workstation image does not, and after login the first alarm is silent (`NotAllowedError: play() failed because the user didn't interact`).

Proposed:
```ts
const audio = new Audio('/sounds/l1.mp3')
export function primeAlarmAudio() { audio.muted = true; return audio.play().then(() => { audio.pause(); audio.muted = false }) }
// called from the login button's onClick and from the "接班" (take over shift) confirmation
```
- Show a red "声音告警未启用，点击启用" chip in GridStatusBar when priming has not succeeded.
To review: whether Edge kiosk policy `AutoplayAllowlist` is a cleaner fix for all workstations.""",
),
dict(
    id="exp-grid-0074",
    title="Post-mortem PM-2026-009: TopologyCanvas (AntV X6 single-line diagram) created two graphs and leaked listeners in React",
    project=GC, branches=["*"],
    applies_to={"@antv/x6": "^2", "react": ">=18 <19"},
    asset_type="component", assets=["TopologyCanvas", "SwitchNode"], status="verified",
    conditions="grid-console TopologyCanvas: the feeder single-line diagram (单线图) built with AntV X6 2.x, with React-rendered switch nodes showing open/closed state from the SCADA stream.",
    counter_conditions="Not for FeederMap (geographic map, ECharts). Not for X6 1.x (different React shape API `@antv/x6-react-shape` 1.x and `Graph` options). Not for the static PNG thumbnail of the diagram (server-rendered).",
    source="Post-mortem PM-2026-009, MR !1475 grid-console", updated_at="2026-03-28",
    body="""## Symptoms

After migrating TopologyCanvas to React, dispatchers reported that clicking a switch on the single-line diagram sometimes opened *two* switching-order drafts, that dragging the canvas became sluggish after a few feeder changes, and that the diagram occasionally rendered twice on top of each other (visible as doubled labels).

## Root causes

1. The graph was created in the component body guarded by `if (!graphRef.current)`. Under StrictMode the component rendered twice before the ref was set and the cleanup never ran, so two `Graph` instances attached to the same container.
2. Event handlers were registered with `graph.on('node:click', handler)` inside a `useEffect` that depended on `feederId`, without `graph.off` in the cleanup. Each feeder change added another listener; after 5 changes one click fired 5 handlers.
3. React shapes were registered (`register({ shape: 'switch-node', component: SwitchNode })`) inside the component, so re-mounting re-registered the shape and X6 warned `shape already registered`.
4. SCADA state updates called `graph.fromJSON(fullDiagram)` every 2 s, re-creating all 1,800 cells.

## Fix

```tsx
register({ shape: 'switch-node', width: 36, height: 36, component: SwitchNode }) // module level, once

export function TopologyCanvas({ feederId }: { feederId: string }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const graphRef = useRef<Graph>()

  useEffect(() => {
    const graph = new Graph({ container: containerRef.current!, panning: true, mousewheel: { enabled: true, modifiers: 'ctrl' }, interacting: false })
    graphRef.current = graph
    return () => { graph.dispose(); graphRef.current = undefined }
  }, [])

  const { data: diagram } = useDiagram(feederId)
  useEffect(() => { if (diagram) graphRef.current?.fromJSON(diagram) }, [diagram])

  useEffect(() => {
    const graph = graphRef.current!
    const onClick = ({ node }: { node: Node }) => openSwitchMenu(node.id)
    graph.on('node:click', onClick)
    return () => { graph.off('node:click', onClick) }
  }, [])

  useRealtimeSwitchStates(feederId, (states) => {
    const graph = graphRef.current; if (!graph) return
    graph.batchUpdate(() => states.forEach((s) => graph.getCellById(s.deviceId)?.setData({ closed: s.closed })))
  })

  return <><div ref={containerRef} className="topology-canvas" /><Portal /></>
}
```

- `<Portal />` from `getProvider()` of `@antv/x6-react-shape` must be rendered so that React nodes share our context (theme, QueryClient); without it SwitchNode could not call hooks that need providers.
- State changes use `setData` inside `batchUpdate`, never `fromJSON`; SwitchNode reads `node.getData()` and listens to `change:data`.
- `interacting: false`: the diagram is read-only in the console; editing happens in the topology maintenance tool.

## Verification

RTL test with a mocked Graph asserts `dispose` and `off` calls; manual check: 20 feeder switches, one click opens exactly one draft, CPU idle < 5 % with the SCADA stream running.""",
),
dict(
    id="exp-grid-0075",
    title="LoadCurveChart: dataZoom range resets on every 5 s refresh — setOption with `replaceMerge: ['series']` instead of notMerge",
    project=GC, branches=["*"],
    applies_to={"echarts": "5.x", "echarts-for-react": "^3"},
    asset_type="component", assets=["LoadCurveChart"], status="verified",
    conditions="grid-console LoadCurveChart (96-point daily load curve plus realtime point, refreshed every 5 s) where the dispatcher zooms into a time window.",
    counter_conditions="Not for FeederMap (layer data must use notMerge so removed feeders disappear). Not for charts without dataZoom / brush state.",
    source="MR !1448 grid-console", updated_at="2026-03-08",
    body="""With `<ReactECharts notMerge option={option} />` every refresh replaced the whole option, so the dataZoom window jumped back to the full day while the dispatcher was inspecting the morning peak.

```tsx
const chartRef = useRef<ReactECharts>(null)
useEffect(() => {
  chartRef.current?.getEchartsInstance().setOption({ series: buildSeries(points) }, { replaceMerge: ['series'] })
}, [points])

<ReactECharts ref={chartRef} option={baseOption /* axes, dataZoom, tooltip: stable */} lazyUpdate />
```

- `baseOption` must be memoised with no dependencies on data, otherwise echarts-for-react re-applies it and resets zoom anyway.
- `replaceMerge` needs ECharts >= 5.0.""",
),
dict(
    id="exp-grid-0076",
    title="ECharts 4: import `echarts/map/js/china.js` side-effect maps for FeederMap",
    project=GC, branches=["*"],
    applies_to={"echarts": "^4"},
    asset_type="component", assets=["FeederMap"], status="deprecated",
    conditions="(historical) ECharts 4 built-in map scripts.",
    counter_conditions="Deprecated: ECharts 5 removed the bundled map scripts; the team moved to ECharts 5 everywhere and registers district GeoJSON with `registerMap`.",
    source="wiki: FeederMap (2024)", updated_at="2025-06-30",
    body="""`import 'echarts/map/js/china.js'` then `geo: { map: 'china' }`. Removed in ECharts 5; superseded by the FeederMap ECharts 5 entry.""",
),
dict(
    id="exp-grid-0077",
    title="GRID-4220 validation errors from the server → `form.setFields` on the matching fields (antd and antd-mobile Form)",
    project=ALL, branches=["*"],
    applies_to={},
    asset_type="component", assets=["OutageTicketForm", "SwitchingOrderEditor", "RepairOrderForm"], status="verified",
    conditions="Any form submission that fails with HTTP 422 `{\"code\":\"GRID-4220\",\"errors\":[{\"field\":\"steps[2].device\",\"msg\":\"...\"}]}` (server-side field validation), in both projects (antd and antd-mobile forms are both rc-field-form based).",
    counter_conditions="Not for `GRID-4221 step sequence invalid` (a whole-order error with no field: show an Alert above the step list). Not for errors on fields that are not rendered (hidden step of a multi-step wizard): show a summary list instead.",
    source="MR !1404 grid-console, MR !221 grid-field", updated_at="2026-02-06",
    body="""The Vue forms showed GRID-4220 as a toast with the first message only.

```ts
const toNamePath = (field: string) => field.split(/[.[\\]]/).filter(Boolean).map((p) => (/^\\d+$/.test(p) ? Number(p) : p))

onError: (err) => {
  if (codeOf(err) !== 'GRID-4220') return
  form.setFields(err.response.data.errors.map((e: FieldError) => ({ name: toNamePath(e.field), errors: [e.msg] })))
  form.scrollToField(toNamePath(err.response.data.errors[0].field))
}
```

- `steps[2].device` → `['steps', 2, 'device']` matches Form.List names.
- antd-mobile Form has `setFields` too but no `scrollToField`; use `document.querySelector('.adm-form-item-has-error')?.scrollIntoView()`.""",
),
dict(
    id="exp-grid-0078",
    title="调度台关闭停电工单遇到 TKT-2207：调度员代签（proxy sign）流程的 React 实现（待复核）",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["OutageTicketDrawer", "ProxySignModal"], status="review_required",
    conditions="grid-console 调度员关闭停电工单时后端返回 `TKT-2207 work permit not signed`，调度员按规程代签（电话许可）后再关闭。",
    counter_conditions="现场 App（grid-field）班组关闭抢修单不适用；代签需要 `ticket:proxy-sign` 权限，没有权限时不能弹代签窗口；涉及 110kV 及以上设备的工作票不允许代签。",
    source="MR !1484 grid-console（待安监部门复核）", updated_at="2026-04-22",
    body="""When closing an outage ticket the backend may answer `{"code":"TKT-2207","permitNo":"GZP-2026-0412"}`. In the console the dispatcher can proxy-sign after a phone permit (电话许可):

```tsx
onError: (err) => {
  if (codeOf(err) === 'TKT-2207' && has('ticket:proxy-sign')) openProxySign({ permitNo: err.response.data.permitNo })
}
```

`ProxySignModal` 需要录入：许可人、许可时间、电话录音编号；提交 `POST /api/permits/{no}/proxy-sign` 后重试关闭。

待复核：安监部门要求代签必须双人确认（监护人二次输入密码），当前实现只有单人确认。""",
),
dict(
    id="exp-grid-0079",
    title="执行倒闸操作（逐步执行）：useMutation 不做乐观更新，等待后端回执；按钮 loading + X-Request-Id 防重复提交",
    project=GC, branches=["*"],
    applies_to={"@tanstack/react-query": "^5", "react": ">=18 <19"},
    asset_type="component", assets=["SwitchingOrderExecutor", "useExecuteStep"], status="verified",
    conditions="grid-console 调度员逐项执行倒闸操作票步骤（下令、回令）：`POST /api/switching/{id}/steps/{seq}/execute`。",
    counter_conditions="不适用于模拟预演（模拟屏 `simulate=true`，可以本地推进状态）；不适用于 SCADA 遥控命令（`/api/scada/control/*`）超时后的处理——遥控超时必须人工核对开关实际状态，另有规程；只读的历史票查看不需要。",
    source="MR !1477 grid-console", updated_at="2026-03-30",
    body="""倒闸操作是安全关键操作：界面上"已执行"必须代表后端已经确认（回令已记录），所以**禁止乐观更新**。

```tsx
const execute = useMutation({
  mutationFn: (seq: number) => gridApi.post(`/api/switching/${orderId}/steps/${seq}/execute`, null, {
    headers: { 'X-Request-Id': requestIdFor(orderId, seq) }, // 同一步骤同一个幂等键
  }),
  retry: false,
  onSuccess: () => queryClient.invalidateQueries({ queryKey: switchingKeys.detail(orderId) }),
})

<Button type="primary" loading={execute.isPending} disabled={execute.isPending || step.status !== 'READY'} onClick={() => execute.mutate(step.seq)}>
  执行
</Button>
```

- 防重复提交靠 `isPending` 禁用 + 幂等键，不要用防抖（防抖只是延迟，不能阻止第二次请求）。
- 执行时间显示后端返回的 `executedAt`（服务器时间），不用客户端时间。
- 执行失败不自动重试，弹出错误并保持步骤为"待执行"。""",
),
dict(
    id="exp-grid-0080",
    title="两票状态标签：工作票 / 操作票状态枚举 → 统一 StatusTag 组件（颜色、文案集中维护）",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["StatusTag", "PermitStatusTag"], status="verified",
    conditions="grid-console 中工作票（work permit）和操作票（switching order）状态在列表、抽屉、打印页的显示。",
    counter_conditions="停电工单（OutageTicket）和抢修单（RepairOrder）状态机不同，不要复用这张映射表；现场 App 用 antd-mobile Tag，颜色值相同但组件不同。",
    source="MR !1421 grid-console", updated_at="2026-02-23",
    body="""Vue 版每个页面各写一个 `statusFilter` 和 `a-tag` 颜色 switch，"已许可"在列表是绿色、在抽屉是蓝色。React 版集中成一个组件：

```tsx
const PERMIT_STATUS = {
  DRAFT: { text: '待签发', color: 'default' },
  SIGNED: { text: '已签发', color: 'processing' },
  PERMITTED: { text: '已许可', color: 'success' },
  ENDED: { text: '已终结', color: 'default' },
  VOID: { text: '已作废', color: 'error' },
} as const
const SWITCHING_STATUS = {
  PENDING: { text: '待执行', color: 'default' },
  EXECUTING: { text: '执行中', color: 'warning' },
  DONE: { text: '已执行', color: 'success' },
  ABORTED: { text: '已中止', color: 'error' },
} as const

export function StatusTag({ kind, status }: { kind: 'permit' | 'switching'; status: string }) {
  const m = (kind === 'permit' ? PERMIT_STATUS : SWITCHING_STATUS)[status as never] ?? { text: status, color: 'default' }
  return <Tag color={m.color}>{m.text}</Tag>
}
```

- 打印模式下 Tag 颜色打印不出来，打印页只显示文字加方括号：`[已许可]`。""",
),
dict(
    id="exp-grid-0081",
    title="抢修地图 RepairMap：高德 AMap JSAPI 在 React 中只加载一次，卸载时 map.destroy()",
    project=GF, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["RepairMap"], status="verified",
    conditions="grid-field 抢修地图：显示抢修点、班组位置、导航按钮（调起高德导航）。",
    counter_conditions="调度台 FeederMap（ECharts 地理图）不适用；需要展示配网拓扑单线图时不适用；高德 key 与安全密钥必须走后端下发，不能写死在前端。",
    source="MR !222 grid-field", updated_at="2026-03-10",
    body="""```ts
let amapPromise: Promise<typeof AMap> | null = null
export const loadAMap = () => (amapPromise ??= AMapLoader.load({ key: cfg.amapKey, version: '2.0', plugins: ['AMap.Geolocation'] }))

useEffect(() => {
  let map: AMap.Map | undefined
  let cancelled = false
  loadAMap().then((AMap) => {
    if (cancelled) return
    map = new AMap.Map(containerRef.current!, { zoom: 13, center: repairPoint })
    mapRef.current = map
  })
  return () => { cancelled = true; map?.destroy() }
}, [])
```

- Vue 版在每个页面 `mounted` 里都调用 `AMapLoader.load`，多次加载导致 `AMap is not defined` 偶发。
- 坐标统一 GCJ-02（与原生定位一致）。
- 标记点数量 > 200 用 `AMap.MassMarks`，不要逐个 `new AMap.Marker`。""",
),
dict(
    id="exp-grid-0082",
    title="交接班报告备注富文本：@wangeditor/editor-for-vue → @wangeditor/editor-for-react，卸载时 destroy",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["ShiftHandoverReport", "HandoverNotesEditor"], status="verified",
    conditions="grid-console ShiftHandoverReport 中“本班运行情况 / 遗留问题”富文本备注的编辑。",
    counter_conditions="打印和 PDF 不使用编辑器渲染，直接渲染经过 DOMPurify 清洗的 HTML；现场 App 没有富文本编辑，不适用。",
    source="MR !1462 grid-console", updated_at="2026-03-15",
    body="""```tsx
const [editor, setEditor] = useState<IDomEditor | null>(null)
useEffect(() => () => { editor?.destroy(); }, [editor])

<Toolbar editor={editor} defaultConfig={toolbarConfig} mode="simple" />
<Editor defaultConfig={{ placeholder: '本班运行情况、遗留问题…' }} value={html} onCreated={setEditor} onChange={(e) => setHtml(e.getHtml())} mode="simple" />
```

- Vue 版在 `onBeforeUnmount` 里 destroy；React 版如果忘记，切换交接班记录后旧编辑器还挂着快捷键监听，Ctrl+S 保存了上一份报告。
- 展示（只读）时用 `dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}`，不要为只读再创建编辑器实例。""",
),
dict(
    id="exp-grid-0083",
    title="Pinia `$reset` on logout → a reset registry for all zustand stores, plus queryClient.clear() and closing the alarm socket",
    project=ALL, branches=["*"],
    applies_to={"zustand": "^4"},
    asset_type="store", assets=["resetAllStores", "useUserStore", "useFeederStore"], status="verified",
    conditions="Logout and shift change (交接班 with a different dispatcher logging in on the same workstation) in both projects.",
    counter_conditions="Do not reset persisted user preferences (`useUserPrefsStore`: column widths, theme) on shift change; they are per workstation user and restored at login. Not for the grid-field offline queue (never cleared on logout while items are pending).",
    source="MR !1395 grid-console", updated_at="2026-02-02",
    body="""Vue called `useXxxStore().$reset()` for each store in the logout action; new stores were regularly forgotten, so the next dispatcher saw the previous selection of feeders.

```ts
const resetters = new Set<() => void>()
export function createResettable<T>(init: StateCreator<T>) {
  const store = create<T>()(init)
  const initial = store.getState()
  resetters.add(() => store.setState(initial, true))
  return store
}
export function resetAllStores() {
  resetters.forEach((r) => r())
  queryClient.clear()
  alarmSocket.disconnectNow()
}
```

`true` as second argument of `setState` replaces the state instead of merging.""",
),
dict(
    id="exp-grid-0084",
    title="ECharts night-shift dark theme: register one `dispatch-dark` theme and switch via the `theme` prop (candidate)",
    project=GC, branches=["*"],
    applies_to={"echarts": "5.x", "echarts-for-react": "^3"},
    asset_type="style", assets=["LoadCurveChart", "FeederMap", "dispatchTheme"], status="candidate",
    conditions="Night shift dark mode for charts in grid-console, to follow the antd dark algorithm switch.",
    counter_conditions="Not verified for FeederMap (geo colours must stay readable against the dark basemap). Print mode always uses the light theme.",
    source="spike branch spike/night-charts", updated_at="2026-04-25",
    body="""Check items (candidate):
- [ ] `echarts.registerTheme('dispatch-dark', darkThemeJson)` once at module level.
- [ ] `<ReactECharts theme={dark ? 'dispatch-dark' : undefined} />` — changing `theme` re-creates the instance (echarts-for-react disposes and inits), so keep dataZoom state outside the chart.
- [ ] Alarm severity colours in series must not come from the theme palette.
- [ ] Check contrast of axis labels on the 4 dispatch monitors (different brightness).""",
),
dict(
    id="exp-grid-0085",
    title="AlarmTableLite in the handover print view: disable sticky header and repeat `thead` per page (needs review)",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="style", assets=["AlarmTableLite", "ShiftHandoverReport"], status="review_required",
    conditions="Printing ShiftHandoverReport where AlarmTableLite lists the shift's alarms over several pages.",
    counter_conditions="Not for the on-screen lite table (sticky header is wanted there). Not for the backend PDF (rendered by the report service).",
    source="MR !1486 grid-console (open)", updated_at="2026-04-24",
    body="""With `sticky` enabled antd renders the header in a separate table, so in print the header appears once, detached, and column widths differ from the body.

```tsx
<AlarmTableLite rows={rows} sticky={mode !== 'print'} pagination={mode === 'print' ? false : { pageSize: 50 }} />
```
```css
@media print { .ant-table-thead { display: table-header-group; } .ant-table-row { break-inside: avoid; } }
```
Open: Edge prints a blank first page when the table starts right after the ECharts SVG block; not reproduced in Chrome.""",
),
dict(
    id="exp-grid-0086",
    title="抢修预计完成时间：van-datetime-picker → antd-mobile DatePicker（precision=minute，5 分钟步长，+08:00）",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5"},
    asset_type="component", assets=["RepairEtaPicker"], status="verified",
    conditions="grid-field 班组填写“预计恢复送电时间”等日期时间字段。",
    counter_conditions="只选日期（巡视计划日期）时用 `precision=\"day\"`，不需要步长过滤；调度台 antd DatePicker 不适用。",
    source="MR !223 grid-field", updated_at="2026-03-11",
    body="""```tsx
<DatePicker
  visible={visible}
  onClose={() => setVisible(false)}
  precision="minute"
  min={new Date()}
  filter={{ minute: (v) => v % 5 === 0 }}
  onConfirm={(d) => setEta(dayjs(d).format('YYYY-MM-DDTHH:mm:00+08:00'))}
/>
```

- Vant `type="datetime"` + `:filter` 生成 5 分钟步长，antd-mobile 用 `filter` 属性，写法不同。
- 后端要求带 `+08:00` 的 ISO 字符串，原来的 `'YYYY-MM-DD HH:mm'` 在后端升级后被当成 UTC，预计时间差了 8 小时。
- `min` 必须是 Date 对象。""",
),
dict(
    id="exp-grid-0087",
    title="van-form + van-field rules → antd-mobile Form.Item rules，提交用 onFinish",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5", "vant": "^2"},
    asset_type="component", assets=["RepairOrderForm"], status="verified",
    conditions="grid-field 抢修记录表单、到岗登记表单等 Vant 2 表单迁移。",
    counter_conditions="签名、照片等非输入类字段不要放进 Form.Item 做必填校验（用提交前的业务校验，给出明确提示）；调度台 antd 桌面表单不适用。",
    source="MR !221 grid-field", updated_at="2026-03-08",
    body="""```vue
<van-form @submit="onSubmit"><van-field v-model="form.cause" name="cause" label="故障原因" :rules="[{ required: true, message: '请填写故障原因' }]" /></van-form>
```

```tsx
<Form form={form} onFinish={onSubmit} footer={<Button block type="submit" color="primary">提交</Button>}>
  <Form.Item name="cause" label="故障原因" rules={[{ required: true, message: '请填写故障原因' }]}>
    <TextArea autoSize={{ minRows: 2 }} />
  </Form.Item>
</Form>
```

- Vant `@failed` → antd-mobile `onFinishFailed`。
- 输入框失焦校验：`validateTrigger="onBlur"`，默认是 onChange，班组反馈一边输入一边报红很烦。""",
),
dict(
    id="exp-grid-0088",
    title="Keep moment.js with antd 5 via @ant-design/moment-webpack-plugin",
    project=ALL, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="build", assets=["moment"], status="deprecated",
    conditions="(historical) avoiding the moment → dayjs conversion.",
    counter_conditions="Deprecated: the team standardised on dayjs (Vite build, plugin is webpack-only); all date handling converted in MR !1398.",
    source="spike MR !1360 (abandoned)", updated_at="2026-01-15",
    body="""Use `@ant-design/moment-webpack-plugin` to make antd 5 pickers accept moment objects. Abandoned: webpack-only, grid-console builds with Vite.""",
),
dict(
    id="exp-grid-0089",
    title="Feeder panels with `useSuspenseQuery` + Suspense / QueryErrorResetBoundary (needs review)",
    project=GC, branches=["*"],
    applies_to={"@tanstack/react-query": "^5", "react": ">=18 <19"},
    asset_type="other", assets=["FeederDetailPanel", "useFeeders"], status="review_required",
    conditions="grid-console feeder detail panels (feeder info, load curve, outage history) that currently show three separate spinners.",
    counter_conditions="Not for AlarmStreamPanel (realtime stream, no suspense). Not on TanStack Query v4 (`suspense: true` option instead of useSuspenseQuery).",
    source="MR !1490 grid-console (open)", updated_at="2026-05-03",
    body="""```tsx
<QueryErrorResetBoundary>{({ reset }) => (
  <ErrorBoundary onReset={reset} fallbackRender={({ resetErrorBoundary }) => <PanelError onRetry={resetErrorBoundary} />}>
    <Suspense fallback={<PanelSkeleton />}><FeederDetail feederId={id} /></Suspense>
  </ErrorBoundary>
)}</QueryErrorResetBoundary>
```
Inside `FeederDetail`, `useSuspenseQuery` for info, curve and history.

Open for review: the three suspense queries run as a waterfall (each suspends before the next starts) — prefetch them in the route loader or use `useSuspenseQueries`.""",
),
dict(
    id="exp-grid-0090",
    title="抢修派单推送：$bridge.registerPush + 点击通知跳转工单详情（候选）",
    project=GF, branches=["main"],
    applies_to={"react": ">=18 <19"},
    asset_type="plugin", assets=["$bridge", "nativeBridge", "pushHandler"], status="candidate",
    conditions="grid-field 调度派发抢修单后，班组手机收到推送，点击通知打开对应抢修单。",
    counter_conditions="尚未在 iOS 上验证（APNs 通道由原生壳另行处理）；App 在前台时不弹系统通知，只刷新列表；release/2026.q3 的壳没有 registerPush 接口。",
    source="讨论 issue #88 grid-field", updated_at="2026-04-28",
    body="""检查项（候选）：
- [ ] 启动后调用 `nativeBridge.call('registerPush', { userId })`，把 deviceToken 上报 `/api/crew/devices`。
- [ ] 监听原生事件 `GridPushClicked`，payload `{ type: 'REPAIR_ORDER', id }` → `navigate('/repair/' + id)`。
- [ ] 冷启动时点击通知：路由还未就绪，先把 payload 存起来，Router 挂载后再跳转。
- [ ] 收到推送时 `invalidateQueries({ queryKey: ['repairOrders'] })`。""",
),
dict(
    id="exp-grid-0091",
    title="van-list 迁移用 react-infinite-scroller",
    project=GF, branches=["*"],
    applies_to={"react": ">=16.8"},
    asset_type="component", assets=["RepairOrderList"], status="deprecated",
    conditions="（历史）抢修工单列表无限滚动。",
    counter_conditions="已废弃：react-infinite-scroller 监听 window 滚动，放在 antd-mobile 的滚动容器里不触发加载；统一改用 antd-mobile InfiniteScroll + useInfiniteQuery。",
    source="MR !204 grid-field（已回滚）", updated_at="2026-02-15",
    body="""`<InfiniteScroll pageStart={0} loadMore={loadMore} hasMore={hasMore}>` 包住列表。已废弃，见 RepairOrderList InfiniteScroll 条目。""",
),
dict(
    id="exp-grid-0092",
    title="SubstationTree search with highlighted matches and auto-expand (candidate)",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["SubstationTree"], status="candidate",
    conditions="Searching device names in SubstationTree (e.g. typing \"岭南\" highlights all matching feeders and expands their parents).",
    counter_conditions="Not verified with lazy-loaded trees (matches in unloaded children are not found; needs server search). Not measured on the 20k-node view.",
    source="spike MR !1488 grid-console", updated_at="2026-04-26",
    body="""Check items (candidate):
- [ ] Build a `parentKeyMap` once per treeData change; on search compute `expandedKeys` = ancestors of matches.
- [ ] Set `autoExpandParent` true only right after a search, false after the user collapses manually.
- [ ] Highlight via `titleRender` splitting the title on the keyword (escape regex characters).
- [ ] Debounce input 300 ms.""",
),
dict(
    id="exp-grid-0093",
    title="FeederMap 3D load heat layer with echarts-gl",
    project=GC, branches=["*"],
    applies_to={"echarts": "5.x"},
    asset_type="component", assets=["FeederMap"], status="deprecated",
    conditions="(historical) 3D bar/heat layer of feeder load on FeederMap.",
    counter_conditions="Deprecated: the 3D heat layer was removed from the product in 2026.q1 (GPU load on dispatch workstations, unreadable on the video wall); do not migrate it.",
    source="MR !1250 grid-console (feature removed)", updated_at="2026-01-08",
    body="""Used `echarts-gl` `bar3D` on a `geo3D` component keyed by feeder centroid; migrated once to echarts-for-react with `import 'echarts-gl'`. Feature removed; kept only for history.""",
),
dict(
    id="exp-grid-0094",
    title="release/2026.q3：React 页面临时复用 offlineSyncMixin 的 localStorage 队列；FLD-1004 不重试（待复核）",
    project=GF, branches=["release/2026.q3"],
    applies_to={"react": ">=18 <19"},
    asset_type="mixin", assets=["offlineSyncMixin", "legacyOfflineQueue"], status="review_required",
    conditions="grid-field release/2026.q3：新写的 React 页面需要离线提交，但 useOfflineQueue（IndexedDB）方案只在 main 上。",
    counter_conditions="main 分支请用 useOfflineQueue；照片不要放进 localStorage 队列（5MB 上限），离线时照片只保存在原生壳相册缓存，由 $bridge 回传；该方案不处理多页面重复重放以外的并发问题。",
    source="MR !233 grid-field（release/2026.q3，待复核）", updated_at="2026-05-08",
    body="""release 分支来不及合入 useOfflineQueue。临时方案：Vue 侧 `offlineSyncMixin` 的队列逻辑抽成 `legacyOfflineQueue.js`（单例，只注册一次 online 监听），React 页面和 Vue 页面共用。

```js
export function enqueueLegacy(op) {
  const q = JSON.parse(localStorage.getItem('offline-queue') || '[]')
  q.push({ ...op, id: op.id || uuid(), baseRevision: op.baseRevision })
  localStorage.setItem('offline-queue', JSON.stringify(q))
}
```

- 收到 `FLD-1004 offline sync conflict` 时不再重试，把条目移到 `offline-conflicts`，弹 Dialog 提示班组联系调度。
- 待复核：localStorage 写满时的 `QuotaExceededError` 目前只是上报 Sentry，没有用户提示。""",
),
dict(
    id="exp-grid-0095",
    title="FLD-2003 照片过大：> 20MB 原图改分片上传（2MB/片，断点续传）（待复核）",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5"},
    asset_type="component", assets=["PhotoUploader", "chunkUploader"], status="review_required",
    conditions="grid-field 上传无人机巡检原图、红外热像图等大文件时后端返回 HTTP 413 `{\"code\":\"FLD-2003\",\"msg\":\"payload too large\",\"maxSize\":20971520}`。",
    counter_conditions="普通手机照片（压缩后 < 2MB）不要走分片；离线状态不支持分片上传；调度台不适用。",
    source="MR !235 grid-field（待复核）", updated_at="2026-05-10",
    body="""网关单请求上限 20MB（`FLD-2003`）。方案：

```ts
const CHUNK = 2 * 1024 * 1024
const { uploadId } = await fieldApi.post('/api/files/chunk/init', { name: file.name, size: file.size })
for (let i = 0; i * CHUNK < file.size; i++) {
  if (await alreadyUploaded(uploadId, i)) continue // 断点续传
  await fieldApi.put(`/api/files/chunk/${uploadId}/${i}`, file.slice(i * CHUNK, (i + 1) * CHUNK))
}
const { url } = await fieldApi.post(`/api/files/chunk/${uploadId}/complete`)
```

在 ImageUploader 的 `upload` 里按文件大小分流：< 20MB 普通上传，否则分片。待复核：弱网下单片超时 30s 是否合适、进度条如何在 ImageUploader 中显示。""",
),
]

# -*- coding: utf-8 -*-
"""GridOps experience entries, part A (grid-console core: alarms, feeders, maps, switching orders)."""

GC = "grid-console"
GF = "grid-field"
ALL = "*"

ENTRIES_A = [
dict(
    id="exp-grid-0001",
    title="AlarmTable: migrate the 5k-row live alarm grid to antd 5 Table with built-in `virtual`",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19", "antd": ">=5.9 <6"},
    asset_type="component", assets=["AlarmTable"], status="verified",
    conditions="grid-console React side on antd >= 5.9; the large live alarm grid `AlarmTable` (thousands of rows, no pagination, fixed row height).",
    counter_conditions="Do not apply to `AlarmTableLite` (paginated 50-row variant used in ShiftHandoverReport and print). Do not apply on antd < 5.9 (no `virtual` prop on Table). Do not apply when rows are expandable / variable height (alarm detail expand rows): the virtual list assumes a fixed row height.",
    source="MR !1412 grid-console (feat/react-migration)", updated_at="2026-02-18",
    body="""`AlarmTable` (src/components/alarm/AlarmTable.vue) rendered the live alarm grid with `a-table` plus `vue-virtual-scroller` glued in through the `components.body` override. In React we dropped the third-party scroller and use the built-in virtual list of antd 5 Table (available since antd 5.9.0):

```tsx
<Table<AlarmRow>
  virtual
  rowKey="alarmId"
  scroll={{ x: 1600, y: 640 }}
  pagination={false}
  columns={alarmColumns}
  dataSource={rows}
/>
```

Notes:
- `virtual` needs numeric `scroll.x` and `scroll.y`; with `x: 'max-content'` the header and body columns misalign.
- Every column needs an explicit `width`; the Vue version relied on `a-table` auto layout.
- `rowKey` must be `alarmId`, not `seq`: `seq` is reused by the gateway after the alarm stream reconnects, and rows jump or swap content.
- Fixed columns (`fixed: 'left'` for the severity column) work with virtual since 5.9.0, keep at most two.
- Row blinking for unacknowledged level-1 alarms must be done via `rowClassName` (see the v-alarm-blink entry), not by touching DOM nodes: virtual rows are recycled.

Measured on the dispatch workstation (Chrome 118, 1920x1080): 5,000 rows scroll at ~60 fps, first render 180 ms (Vue version: 420 ms).""",
),
dict(
    id="exp-grid-0002",
    title="AlarmTableLite → plain antd Table (no virtual list); `compact` → `size=\"small\"`",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["AlarmTableLite"], status="verified",
    conditions="`AlarmTableLite` in grid-console: the read-only, paginated 50-row alarm table used in the alarm summary popover and inside ShiftHandoverReport (including its print view).",
    counter_conditions="Not for the live `AlarmTable` (thousands of streaming rows: use the virtual Table entry). Not when a lite table is switched to live streaming updates (then it is an AlarmTable and needs virtualisation).",
    source="MR !1419 grid-console", updated_at="2026-02-20",
    body="""`AlarmTableLite` is the 50-row, paginated, read-only variant used inside ShiftHandoverReport and the alarm summary popover. It must NOT share the virtual-scrolling implementation of `AlarmTable`: a virtual table only keeps the visible rows in the DOM, so printing the handover report dropped most alarms, and the popover has no fixed height for `scroll.y`.

Prop mapping:

| Vue (`AlarmTableLite`) | React |
|---|---|
| `compact` | `size="small"` |
| `:page-size="50"` | `pagination={{ pageSize: 50, showSizeChanger: false }}` |
| `@row-click` | `onRow={(r) => ({ onClick: () => onRowClick?.(r) })}` |
| slot `#severity` | column `render`, reusing `<SeverityTag>` |

```tsx
export function AlarmTableLite({ rows, compact, onRowClick }: AlarmTableLiteProps) {
  return (
    <Table<AlarmRow>
      rowKey="alarmId"
      size={compact ? 'small' : 'middle'}
      columns={buildAlarmColumns({ lite: true })}
      dataSource={rows}
      pagination={{ pageSize: 50, showSizeChanger: false }}
      onRow={(r) => ({ onClick: () => onRowClick?.(r) })}
    />
  )
}
```

Keep column definitions in `alarmColumns.ts`, shared with AlarmTable; `{ lite: true }` drops the acknowledge and operator columns.""",
),
dict(
    id="exp-grid-0003",
    title="v-alarm-blink 指令 → rowClassName + CSS keyframes（不要再用 setInterval）",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="directive", assets=["v-alarm-blink", "AlarmTable"], status="verified",
    conditions="告警行闪烁：一级告警未确认时整行闪烁，AlarmTable / AlarmTableLite 屏幕展示都适用。",
    counter_conditions="打印场景（ShiftHandoverReport 打印预览、@media print）不能闪烁，必须 `animation: none`；系统开启 `prefers-reduced-motion` 时不闪烁；声音告警不在本条范围内。",
    source="MR !1425 grid-console", updated_at="2026-02-21",
    body="""Vue 版 `v-alarm-blink` 指令在 `mounted` 里用 `setInterval` 每 500ms 切换 class，挂在 `AlarmTable` 的一级告警行上，`unmounted` 里清定时器。React 没有自定义指令，改成 `rowClassName` + 纯 CSS 动画：

```tsx
<Table
  rowClassName={(r: AlarmRow) => (r.severity === 1 && !r.acked ? 'alarm-row--blink' : '')}
  ...
/>
```

```css
@keyframes alarm-blink { 50% { background: rgba(255, 77, 79, 0.2); } }
.alarm-row--blink > td { animation: alarm-blink 1s step-end infinite; }
@media print { .alarm-row--blink > td { animation: none; } }
@media (prefers-reduced-motion: reduce) { .alarm-row--blink > td { animation: none; } }
```

要点：
- 虚拟滚动下行 DOM 会被复用，setInterval 方案会让闪烁"串行"到别的告警上；CSS 方案跟着 class 走，没有这个问题。
- 确认（ack）后 class 去掉，动画自然停止，不需要像 `unbind` 那样清理定时器。
- 调度员要求闪烁频率 1Hz、不要渐变，所以用 `step-end`。""",
),
dict(
    id="exp-grid-0004",
    title="useFeederStore (Pinia) → zustand store: state / getters / actions mapping",
    project=GC, branches=["*"],
    applies_to={"pinia": "^2", "zustand": "^4"},
    asset_type="store", assets=["useFeederStore"], status="verified",
    conditions="grid-console feeder domain state (selected substation, feeder filters, selected feeder ids for switching orders) when moving Pinia 2 → zustand 4.",
    counter_conditions="Not for `useFeederMapStore` (map viewport, zoom, layer toggles: see its own entry, it must not trigger React renders). Not for the feeder list fetched from `/api/feeders`: that is server state and belongs in TanStack Query, not in zustand.",
    source="MR !1388 grid-console", updated_at="2026-01-30",
    body="""`useFeederStore` holds the feeder *domain* state: selected substation, the feeder list filter and the selected feeder ids used by switching orders. (Viewport, zoom and layers live in `useFeederMapStore`, a different store.)

```ts
// before (Pinia 2)
export const useFeederStore = defineStore('feeder', {
  state: () => ({ substationId: null as string | null, selectedIds: [] as string[], filter: { voltage: 'all' } }),
  getters: { selectedCount: (s) => s.selectedIds.length },
  actions: { toggle(id: string) { /* ... */ } },
})

// after (zustand 4)
const initialFeederState = { substationId: null, selectedIds: [], filter: { voltage: 'all' } }
export const useFeederStore = create<FeederState>()((set) => ({
  ...initialFeederState,
  toggle: (id) => set((s) => ({
    selectedIds: s.selectedIds.includes(id) ? s.selectedIds.filter((x) => x !== id) : [...s.selectedIds, id],
  })),
  reset: () => set(initialFeederState),
}))
export const selectSelectedCount = (s: FeederState) => s.selectedIds.length
```

- Getters become exported selector functions, not state fields: a stored `selectedCount` goes stale.
- `$reset()` does not exist; add an explicit `reset` and register it in `resetAllStores` (see the logout entry).
- The feeder list itself is no longer kept in the store; `fetchFeeders` moved to a TanStack Query hook.""",
),
dict(
    id="exp-grid-0005",
    title="useFeederMapStore: viewport in zustand with subscribeWithSelector, push zoom/layers to ECharts imperatively",
    project=GC, branches=["*"],
    applies_to={"zustand": "^4", "echarts": "5.x", "echarts-for-react": "^3"},
    asset_type="store", assets=["useFeederMapStore", "FeederMap"], status="verified",
    conditions="FeederMap viewport and layer state (`center`, `zoom`, visible layers, hovered feeder) in grid-console with zustand 4 and ECharts 5.",
    counter_conditions="Not for `useFeederStore` (feeder selection and filters, which should re-render normally). Not for FeederMap `static` mode (thumbnail in the handover report: no roam, pass the option directly as a prop).",
    source="MR !1401 grid-console", updated_at="2026-02-05",
    body="""`useFeederMapStore` (not to be confused with `useFeederStore`) stores the FeederMap viewport: `center`, `zoom`, visible layers (`lines`, `switches`, `faultIndicators`) and the hovered feeder. In Vue, FeederMap `watch`ed the store and called `chart.setOption`. In React, re-rendering `ReactECharts` on every zoom caused a feedback loop: georoam → store.zoom → re-render → setOption → georoam, and the map drifted while the dispatcher dragged it.

Fix: store with `subscribeWithSelector`, and push changes to the chart imperatively instead of through props:

```ts
export const useFeederMapStore = create<MapState>()(
  subscribeWithSelector((set) => ({
    zoom: 1, center: [118.78, 32.04], layers: defaultLayers, hoveredFeederId: null,
    setView: (zoom, center) => set({ zoom, center }),
    toggleLayer: (k) => set((s) => ({ layers: { ...s.layers, [k]: !s.layers[k] } })),
  })),
)

useEffect(() => useFeederMapStore.subscribe(
  (s) => s.layers,
  (layers) => chartRef.current?.getEchartsInstance().setOption(layerOption(layers), { replaceMerge: ['series'] }),
), [])
```

The `georoam` handler writes to the store, but FeederMap never subscribes to `zoom` with the hook; handlers read it with `useFeederMapStore.getState()`.""",
),
dict(
    id="exp-grid-0006",
    title="Feeder list server state: Pinia action `fetchFeeders` → TanStack Query v5 `useQuery` (gcTime, isPending, placeholderData)",
    project=GC, branches=["*"],
    applies_to={"@tanstack/react-query": "^5"},
    asset_type="store", assets=["useFeederStore", "useFeeders"], status="verified",
    conditions="Server data (feeders, substations, device lists) in grid-console with @tanstack/react-query 5.",
    counter_conditions="Not on @tanstack/react-query 4 (release/2026.q2): option names differ (`cacheTime`, `keepPreviousData`, `onSuccess` on useQuery). Not for realtime alarm data that arrives over WebSocket (use useAlarmStream), and not for client-only UI state.",
    source="MR !1390 grid-console", updated_at="2026-02-02",
    body="""The Pinia action `useFeederStore().fetchFeeders(substationId)` cached responses in the store by hand (a `Map` keyed by substation, never invalidated). Replaced with a query hook:

```ts
export const feederKeys = {
  all: ['feeders'] as const,
  list: (substationId: string) => ['feeders', substationId] as const,
}

export function useFeeders(substationId?: string) {
  return useQuery({
    queryKey: feederKeys.list(substationId!),
    queryFn: ({ signal }) => gridApi.get<Feeder[]>('/api/feeders', { params: { substationId }, signal }).then((r) => r.data),
    enabled: !!substationId,
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
}
```

v5 specifics that bit us:
- `cacheTime` is now `gcTime`.
- The "no data yet" state is `isPending`; `isLoading` is now `isPending && isFetching`, so a disabled query (no substation picked) is pending but not loading.
- `keepPreviousData: true` → `placeholderData: keepPreviousData` (imported from the package) when switching substations.
- `onSuccess`/`onError` on `useQuery` are removed; derive selection in `select`, or handle errors globally in `QueryCache({ onError })`.""",
),
dict(
    id="exp-grid-0007",
    title="Feeder list on TanStack Query v4 (release/2026.q2): cacheTime, keepPreviousData, isInitialLoading",
    project=GC, branches=["release/2026.q2", "hotfix/2026.q2-*"],
    applies_to={"@tanstack/react-query": "^4"},
    asset_type="store", assets=["useFeederStore", "useFeeders"], status="verified",
    conditions="grid-console release/2026.q2 (and its hotfix branches), which shipped the first React pages on @tanstack/react-query 4.x.",
    counter_conditions="Not on v5 (main, feat/*): use the v5 entry. Not for mutations. Do not backport v5 syntax (`gcTime`, `placeholderData: keepPreviousData`) into this branch.",
    source="MR !1301 grid-console (release/2026.q2)", updated_at="2025-12-11",
    body="""release/2026.q2 shipped the first React pages before the v5 upgrade. On v4:

```ts
useQuery({
  queryKey: ['feeders', substationId],
  queryFn: () => gridApi.get('/api/feeders', { params: { substationId } }).then((r) => r.data),
  enabled: !!substationId,
  staleTime: 30_000,
  cacheTime: 300_000,
  keepPreviousData: true,
})
```

- In v4, `isLoading` is true for a disabled query that has no data yet, so the feeder panel spinner never stops before a substation is picked. Use `isInitialLoading` for the spinner.
- v4 silently ignores `gcTime`; if someone backports it from main, the cache falls back to 5 minutes without any warning.
- `onSuccess` still exists on v4 but we avoid it (removed in v5) to keep the later upgrade mechanical.""",
),
dict(
    id="exp-grid-0008",
    title="FeederMap: ECharts 5 via echarts-for-react — registerMap once, notMerge for layer data, dispose on unmount",
    project=GC, branches=["*"],
    applies_to={"echarts": "5.x", "echarts-for-react": "^3", "react": ">=18 <19"},
    asset_type="component", assets=["FeederMap"], status="verified",
    conditions="FeederMap (geo map of substations and feeders with lines/switch markers) in grid-console on ECharts 5 + echarts-for-react 3.",
    counter_conditions="Not for TopologyCanvas (the single-line diagram is AntV X6, not ECharts). Not for ECharts 4, where maps came from the removed `echarts/map/js/*.js` side-effect imports.",
    source="MR !1405 grid-console", updated_at="2026-02-07",
    body="""Vue FeederMap created the chart in `onMounted` with `echarts.init`, registered the district GeoJSON inside the component and disposed in `onBeforeUnmount`. In React:

```tsx
import * as echarts from 'echarts/core'
import districtGeo from '@/assets/geo/district-320100.json'
echarts.registerMap('district', districtGeo as any)   // module level, exactly once

export function FeederMap({ feeders }: { feeders: Feeder[] }) {
  const option = useMemo(() => buildFeederOption(feeders), [feeders])
  return <ReactECharts echarts={echarts} option={option} notMerge lazyUpdate style={{ height: '100%' }} />
}
```

- Registering the map inside the component re-parsed a 4 MB GeoJSON on every mount (tab switch).
- `notMerge` so removed feeders disappear; with merge, series removed from the option stayed on the map.
- echarts-for-react disposes the instance on unmount; do not call `dispose()` yourself (double dispose warning).
- Use tree-shaken `echarts/core` + `use([MapChart, LinesChart, ...])` and pass it via the `echarts` prop.""",
),
dict(
    id="exp-grid-0009",
    title="useEchartsResize 组合式函数 → 用 echarts-for-react 自带 autoResize，不要再监听 window.resize",
    project=GC, branches=["*"],
    applies_to={"echarts": "^5", "echarts-for-react": "^3"},
    asset_type="other", assets=["useEchartsResize", "LoadCurveChart"], status="verified",
    conditions="grid-console 中 LoadCurveChart 等 ECharts 图表的容器尺寸变化（侧边栏折叠、窗口缩放、Tabs 切换）。",
    counter_conditions="大屏投屏模式 ScreenWall 用 `transform: scale()` 缩放容器时 size-sensor 检测不到尺寸变化，本条不适用，需要手动 resize；ECharts 4 + echarts-for-react 2 不适用。",
    source="MR !1433 grid-console", updated_at="2026-03-02",
    body="""Vue 版 `useEchartsResize(chartRef)` 同时监听 `window.resize` 和侧边栏折叠事件 `layout:collapse`（mitt 事件总线），然后调用 `chart.resize()`。

echarts-for-react 3 默认 `autoResize`，内部用 size-sensor 监听容器尺寸。迁移时如果把 window.resize 监听也搬过来，会重复 resize，负荷曲线 `LoadCurveChart` 在 dataZoom 拖动时明显抖动。

做法：
1. 删除 useEchartsResize，完全依赖容器尺寸；容器必须有确定的高度（`height: 100%` 的父级也要有高度）。
2. 侧边栏折叠动画 200ms 内 size-sensor 会触发多次，可以接受，不要自己节流。
3. 图表放在 antd Tabs 里且初始页签不可见时，初始化宽度为 0，切回来图是扁的：在 Tabs 的 `onChange` 里补一次 resize。

```tsx
<Tabs onChange={() => requestAnimationFrame(() => chartRef.current?.getEchartsInstance().resize())} items={...} />
```""",
),
dict(
    id="exp-grid-0010",
    title="复盘 PM-2026-007: SwitchingOrderEditor 倒闸操作票步骤错位（Form.List 用了 key=index）",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19", "antd": ">=5 <6"},
    asset_type="component", assets=["SwitchingOrderEditor", "SwitchingStepList", "StepRow"], status="verified",
    conditions="grid-console React 端 antd 5 `Form.List` 动态行：倒闸操作票（switching order）步骤、两票安全措施列表等可增删、可排序的行。",
    counter_conditions="不适用于只读的步骤列表（SwitchingStepList 只读/历史/打印模式，用普通 Table 即可）；不适用于 ant-design-vue 侧（Vue 版用 step.uid 作 key，没有该问题）；antd 4 的 Form.List API 相同但 `Form.useWatch` 需要 4.20+，不要直接照搬到 antd 4。",
    source="Post-mortem PM-2026-007, MR !1467 grid-console", updated_at="2026-03-20",
    body="""## 背景 / Background

`SwitchingOrderEditor` 是倒闸操作票（switching order）编辑器：一张票包含 N 个操作步骤（step），每步有 `device`（设备编号，如 `10kV 岭南线 #12 开关`）、`action`（拉开 / 合上 / 验电 / 挂接地线）、`operator`（操作人）和 `guardian`（监护人）。Vue 版用 `a-form` + `v-for="(step, i) in model.steps" :key="step.uid"`，拖拽排序由 `SwitchingStepList` 提供。

## 事故经过 / What happened

2026-03-12 在预发环境灰度（feat/react-migration），调度员在 React 版编辑器里删除第 3 步后，新的第 3 步（原第 4 步）的 `action` 显示成原第 3 步的"合上"，实际应为"拉开"。提交时后端校验返回 `GRID-4221 step sequence invalid` 拦截，没有下发到现场，但这属于安全隐患级别的缺陷（误操作风险），按 P1 复盘。

## 根因 / Root cause

React 版用了 antd 5 `Form.List`，但渲染时写了 `key={index}`，同时在步骤组件 `StepRow` 内部用 `useState(initialAction)` 缓存了动作下拉框的值：

```tsx
// ❌ wrong
<Form.List name="steps">
  {(fields) => fields.map((f, index) => <StepRow key={index} field={f} />)}
</Form.List>
```

删除中间一行后 index 前移，React 复用了原来第 3 行的 `StepRow` 实例，组件内部的 `useState` 保留了旧值；表单 store 里的数据其实是对的，但界面显示错了，操作员据此确认了错误的票面。

## 修复 / Fix

```tsx
// ✅ use field.key (stable, generated by Form.List) and never copy field values into local state
<Form.List name="steps">
  {(fields, { add, remove, move }) =>
    fields.map((field) => (
      <StepRow key={field.key} name={field.name} onRemove={() => remove(field.name)} />
    ))
  }
</Form.List>
```

- `StepRow` 读取值一律通过 `Form.Item name={[name, 'action']}`，或者 `Form.useWatch(['steps', name, 'action'], form)`，不要用 `useState` 拷贝。
- 拖拽排序调用 Form.List 提供的 `move(from, to)`，不要自己 splice 数组再 `setFieldsValue`（会丢失校验状态和 touched 状态）。
- 跨字段校验（监护人不能等于操作人）用 `dependencies={[['steps', name, 'operator']]}`。

## 合并前检查清单 / Checklist before merging any Form.List change

1. 删除中间行、拖拽到首行、撤销删除，三种操作都要有 RTL 测试（`SwitchingOrderEditor.spec.tsx`）。
2. 提交前的 payload 与界面逐行对比（e2e: `switching-order.cy.ts`）。
3. 后端 `GRID-4221` 校验必须保留作为最后一道防线，前端不能因为"已经修了"就申请去掉步骤序号校验。
4. 票面打印预览与编辑器使用同一个 selector，避免两处显示不一致。""",
),
dict(
    id="exp-grid-0011",
    title="SwitchingStepList (template library): vuedraggable → @dnd-kit/sortable with stable step ids",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="component", assets=["SwitchingStepList"], status="verified",
    conditions="SwitchingStepList on the typical-order template page (典型票模板管理), where the steps are a plain state array, not form fields.",
    counter_conditions="Not inside SwitchingOrderEditor: there the steps are antd Form.List fields and must be reordered via Form.List `move()` (see PM-2026-007). Not for the read-only history/print mode of SwitchingStepList (no drag at all).",
    source="MR !1440 grid-console", updated_at="2026-03-04",
    body="""`SwitchingStepList` used `vuedraggable` (Sortable.js) with `v-model="steps"` on the template page. In React we use `@dnd-kit/core` + `@dnd-kit/sortable`:

```tsx
<DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={({ active, over }) => {
  if (over && active.id !== over.id) setSteps((s) => arrayMove(s, s.findIndex((x) => x.uid === active.id), s.findIndex((x) => x.uid === over.id)))
}}>
  <SortableContext items={steps.map((s) => s.uid)} strategy={verticalListSortingStrategy}>
    {steps.map((s) => <SortableStep key={s.uid} step={s} />)}
  </SortableContext>
</DndContext>
```

- Steps need a stable `uid` (generated with `nanoid()` when the template is loaded); the backend `seq` changes after reorder.
- Use `PointerSensor` with `activationConstraint: { distance: 6 }`, otherwise clicks on the step's device link start a drag.
- Sortable.js mutated the DOM directly; with dnd-kit all ordering lives in React state.""",
),
dict(
    id="exp-grid-0012",
    title="OutageTicketForm: a-form model/rules → antd 5 Form; string dates → dayjs objects",
    project=GC, branches=["*"],
    applies_to={"ant-design-vue": "^3.2", "antd": ">=5 <6"},
    asset_type="component", assets=["OutageTicketForm"], status="verified",
    conditions="OutageTicketForm (停电工单 create/edit form, opened in a Modal) in grid-console, migrating ant-design-vue 3.2 a-form to antd 5 Form.",
    counter_conditions="Not for OutageTicketDrawer (read-only ticket detail drawer, no form). Not for forms in the field app (grid-field uses antd-mobile Form).",
    source="MR !1398 grid-console", updated_at="2026-02-03",
    body="""Vue: `<a-form :model="formState" :rules="rules" ref="formRef">`, with `a-date-picker value-format="YYYY-MM-DD HH:mm"`, so the model held strings and the payload was sent as-is.

React (antd 5):

```tsx
const [form] = Form.useForm<OutageTicketValues>()
useEffect(() => { if (ticket) form.setFieldsValue(toFormValues(ticket)) }, [ticket])

const toFormValues = (t: OutageTicket) => ({ ...t, planStart: dayjs(t.planStart), planEnd: dayjs(t.planEnd) })
const toPayload = (v: OutageTicketValues) => ({ ...v, planStart: v.planStart.format('YYYY-MM-DD HH:mm'), planEnd: v.planEnd.format('YYYY-MM-DD HH:mm') })
```

- antd 5 DatePicker needs dayjs objects; passing the old strings throws `date.isValid is not a function`.
- `rules` move onto each `Form.Item`; `validator` returns a Promise as before.
- `initialValues` is read only on first mount; for edit mode use `setFieldsValue` when the ticket query resolves, or key the Modal by ticket id.
- `formRef.value.resetFields()` → `form.resetFields()`; call it in Modal `afterClose`, not on cancel click.""",
),
dict(
    id="exp-grid-0013",
    title="OutageTicketDrawer: a-drawer `visible` → antd 5 Drawer `open`, destroyOnClose, afterOpenChange",
    project=GC, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="component", assets=["OutageTicketDrawer"], status="verified",
    conditions="OutageTicketDrawer (read-only outage ticket detail drawer opened from the ticket list and from FeederMap) in grid-console on antd 5.",
    counter_conditions="Not for OutageTicketForm (the editable form lives in a Modal). Not for antd < 4.23, where only `visible`/`afterVisibleChange` exist.",
    source="MR !1399 grid-console", updated_at="2026-02-03",
    body="""```tsx
<Drawer
  open={!!ticketId}
  width={720}
  destroyOnClose
  afterOpenChange={(open) => { if (!open) setActiveTab('basic') }}
  onClose={() => setTicketId(undefined)}
  title={<TicketTitle id={ticketId} />}
>
  {ticketId && <TicketDetail id={ticketId} />}
</Drawer>
```

- `v-model:visible` → `open` + `onClose`; `@afterVisibleChange` → `afterOpenChange`.
- `destroyOnClose` so the ticket detail query unmounts; otherwise opening ticket B briefly shows ticket A (the Vue version re-rendered on prop change).
- The drawer is opened from FeederMap markers too: keep `ticketId` in the URL search params (`?ticket=`), not in component state, so dispatchers can share the link.""",
),
dict(
    id="exp-grid-0014",
    title="antd: `visible` → `open` on Modal / Drawer / Dropdown / Tooltip / Popover (team-wide)",
    project=ALL, branches=["*"],
    applies_to={"antd": ">=4.23"},
    asset_type="component", assets=["a-modal", "a-drawer", "a-dropdown", "a-tooltip"], status="verified",
    conditions="Any antd (desktop) overlay component migrated from ant-design-vue `v-model:visible`, on antd >= 4.23.",
    counter_conditions="Not for antd-mobile (grid-field): antd-mobile 5 `Popup`, `Dialog`, `ActionSheet` still use `visible`, do not rename there. Not for antd < 4.23.",
    source="docs/migration/antd-open-rename.md", updated_at="2026-01-12",
    body="""ant-design-vue 3 overlays take `v-model:visible`. antd renamed the prop to `open` in 4.23 and removes `visible` support in 6; on antd 5 `visible` still works but logs a deprecation warning on every render, which floods our Sentry breadcrumbs.

| ant-design-vue 3 | antd 5 |
|---|---|
| `a-modal v-model:visible` | `Modal open` + `onCancel` |
| `a-drawer v-model:visible` | `Drawer open` + `onClose` |
| `a-dropdown v-model:visible` | `Dropdown open` + `onOpenChange` |
| `a-tooltip v-model:visible` | `Tooltip open` + `onOpenChange` |
| `@afterVisibleChange` | `afterOpenChange` |

Codemod: `npx @ant-design/codemod-v5 src/react` handles most props; check `Dropdown overlay` → `menu={{ items }}` manually.""",
),
dict(
    id="exp-grid-0015",
    title="v-permission（调度台）→ <Permission code> 组件 + usePermission hook",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="directive", assets=["v-permission", "usePermission", "Permission"], status="verified",
    conditions="grid-console 按钮、菜单、表格操作列的权限控制（权限码如 `switching:execute`、`ticket:close`）。",
    counter_conditions="grid-field 的 v-permission 是另一套实现（宫格占位），不要套用本条；路由级权限（route meta.permission）走 router loader，不在本条范围；涉及遥控、执行倒闸操作的按钮除了前端隐藏，后端必须校验。",
    source="MR !1377 grid-console", updated_at="2026-01-25",
    body="""Vue 版：`v-permission="'switching:execute'"`，在 `mounted` 时检查 `useUserStore().permissions`，没有权限就 `el.parentNode.removeChild(el)`。缺点是权限异步加载完成前按钮会闪一下，而且权限变化后不会恢复。

React 版：

```tsx
export function usePermission() {
  const perms = useUserStore((s) => s.permissions)
  return useMemo(() => ({ has: (code: string) => perms.includes(code) }), [perms])
}

export function Permission({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  const { has } = usePermission()
  return <>{has(code) ? children : fallback}</>
}

<Permission code="ticket:close"><Button danger>关闭工单</Button></Permission>
```

- 表格操作列里不要每行包一层 `<Permission>`，在 columns 构建时用 `usePermission().has` 一次判断。
- 权限列表未加载完时 `permissions` 为空数组 → 按钮不渲染，不会闪。""",
),
dict(
    id="exp-grid-0016",
    title="现场 App 的 v-permission：无权限入口保留宫格占位（antd-mobile Grid）",
    project=GF, branches=["*"],
    applies_to={"antd-mobile": "^5", "react": ">=18 <19"},
    asset_type="directive", assets=["v-permission", "HomeGrid"], status="verified",
    conditions="grid-field 首页宫格、工单详情底部操作栏的入口权限（权限码如 `repair:close`、`permit:scan`）。",
    counter_conditions="调度台 grid-console 不适用（那边直接不渲染）；“确认送电”“申请停电”等涉及安全的操作不能只靠前端隐藏，必须后端校验；列表页按钮不需要占位。",
    source="MR !208 grid-field", updated_at="2026-02-14",
    body="""现场 App 的 `v-permission` 和调度台不一样：它不删除节点，而是 `el.style.display = 'none'`，因为 Vant `van-grid` 首页宫格是固定 4×2 的 8 个格子，删掉节点会让后面的入口整体前移，班组人员按位置记忆入口，容易点错。

React + antd-mobile 里保留占位：

```tsx
function HomeGridItem({ perm, icon, text, onClick }: Props) {
  const { has } = useFieldPermission()
  if (!has(perm)) return <Grid.Item className="grid-placeholder" />
  return <Grid.Item onClick={onClick}><Icon type={icon} /><span>{text}</span></Grid.Item>
}
```

- 权限数据来自 `$bridge.getUser()`（原生壳注入），首次加载前整个宫格显示骨架屏。
- 占位格子 `pointer-events: none`，不要渲染文字。""",
),
dict(
    id="exp-grid-0017",
    title="v-debounce-click → useDebouncedCallback hook (stable ref, cancel on unmount)",
    project=ALL, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="directive", assets=["v-debounce-click", "useDebouncedCallback"], status="verified",
    conditions="Toolbar/refresh/search buttons where rapid repeated clicks should collapse into one call (both projects).",
    counter_conditions="Not for the submit/execute buttons of switching orders, outage tickets or repair orders: double submission must be blocked with `loading` + an idempotency key (`X-Request-Id`); a debounce delays but does not prevent a second request. Not for text inputs (debounce the value, not the handler).",
    source="MR !1380 grid-console, MR !199 grid-field", updated_at="2026-01-27",
    body="""`v-debounce-click="[refresh, 500]"` wrapped the handler with lodash `debounce` in `mounted`. In React, wrapping in render (`onClick={debounce(fn, 500)}`) creates a new debounced function on every render, so nothing is debounced.

```ts
export function useDebouncedCallback<A extends unknown[]>(fn: (...a: A) => void, wait = 500) {
  const fnRef = useRef(fn)
  fnRef.current = fn
  const debounced = useMemo(() => debounce((...a: A) => fnRef.current(...a), wait, { leading: true, trailing: false }), [wait])
  useEffect(() => () => debounced.cancel(), [debounced])
  return debounced
}
```

`leading: true, trailing: false` matches the old directive (first click fires immediately).""",
),
dict(
    id="exp-grid-0018",
    title="v-ellipsis-tooltip → Typography `ellipsis={{ tooltip }}` instead of a custom directive",
    project=ALL, branches=["*"],
    applies_to={"antd": ">=5 <6"},
    asset_type="directive", assets=["v-ellipsis-tooltip"], status="verified",
    conditions="Single-line or multi-line truncated text with a tooltip on overflow (device names, feeder names in tables and cards) on antd 5.",
    counter_conditions="Not inside antd Table cells: use the column `ellipsis: { showTitle: false }` + render Tooltip, Typography measuring every cell is slow for 1k+ rows. Not for antd-mobile (grid-field has no tooltips; use `Ellipsis` component).",
    source="MR !1415 grid-console", updated_at="2026-02-16",
    body="""The Vue directive measured `scrollWidth > clientWidth` on `mouseenter` and mounted an `a-tooltip` programmatically. antd 5 has this built in:

```tsx
<Typography.Text ellipsis={{ tooltip: feeder.fullName }} style={{ maxWidth: 240 }}>{feeder.fullName}</Typography.Text>
<Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }}>{ticket.description}</Typography.Paragraph>
```

Typography only shows the tooltip when the text is actually truncated; the width must be constrained by the parent or `maxWidth`.""",
),
dict(
    id="exp-grid-0019",
    title="Post-mortem PM-2026-003: useAlarmStream opened two WebSockets per tab under React 18 StrictMode",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="other", assets=["useAlarmStream", "alarmSocket", "AlarmStreamPanel"], status="verified",
    conditions="grid-console realtime alarm stream over WebSocket (`wss://.../ws/alarms`) consumed by AlarmStreamPanel, AlarmTable and the GridStatusBar counters, React 18 (StrictMode on in dev and staging).",
    counter_conditions="Not for grid-field (the field app polls `/api/crew/alarms` every 30 s with TanStack Query, no WebSocket). Not for the SSE endpoint `/api/alarms/sse` used by ScreenWall: EventSource reconnects by itself, and the ref-count grace timer described here produced duplicate events there.",
    source="Post-mortem PM-2026-003, MR !1394 grid-console", updated_at="2026-02-26",
    body="""## Summary

On 2026-02-09 staging dispatchers saw every alarm twice in AlarmStreamPanel and the gateway logged close code `4408 duplicate session` several times per minute. Each browser tab opened two WebSockets; the second socket kicked the first, the first reconnected and kicked the second, and so on.

## Root cause

The Vue composable `useAlarmStream()` opened the socket in `onMounted` and closed it in `onUnmounted`. The first React port did the same in a `useEffect`:

```ts
// ❌ first port
useEffect(() => {
  const ws = new WebSocket(ALARM_WS_URL)
  ws.onmessage = (e) => setAlarms((a) => [...a, JSON.parse(e.data)])
  return () => ws.close()
}, [])
```

React 18 StrictMode mounts, unmounts and re-mounts effects in development. `ws.close()` on a socket still in CONNECTING state does not stop the server-side session from being registered, so the gateway saw two subscriptions with the same session token. In addition three components (AlarmStreamPanel, AlarmTable, GridStatusBar) each called the hook, so production had three sockets per tab.

## Fix: one shared connection, ref-counted, exposed through useSyncExternalStore

```ts
// alarmSocket.ts (module singleton)
let ws: WebSocket | null = null
let refCount = 0
let closeTimer: number | undefined
let snapshot: AlarmSnapshot = { alarms: [], status: 'idle' }
const listeners = new Set<() => void>()

export function subscribe(listener: () => void) {
  listeners.add(listener)
  refCount += 1
  window.clearTimeout(closeTimer)
  if (!ws) connect()
  return () => {
    listeners.delete(listener)
    refCount -= 1
    if (refCount === 0) closeTimer = window.setTimeout(disconnect, 3000) // grace period
  }
}
export const getSnapshot = () => snapshot

// useAlarmStream.ts
export function useAlarmStream<T>(selector: (s: AlarmSnapshot) => T) {
  const s = useSyncExternalStore(subscribe, getSnapshot)
  return selector(s)
}
```

- The 3 s grace period absorbs the StrictMode unmount/re-mount and route transitions between the alarm page and the feeder map (both use the stream).
- Heartbeat: the client sends `{"op":"ping"}` every 20 s; the gateway idle timeout is 60 s. The Vue version pinged every 50 s and was occasionally dropped on slow networks.
- Token: sent in the first `subscribe` frame, not in the URL (URLs end up in proxy logs). On `4401` (token expired) trigger the shared refresh from the axios interceptor, then resubscribe.
- Incoming messages are batched per animation frame before the snapshot is replaced (a new snapshot object on every message re-rendered the 5k-row table 200 times per second).
- Reconnect with exponential backoff 1 s → 30 s with jitter; see the ALM-4290 entry for the rate limit.

## Verification

Staging for 5 days: one socket per tab (checked in gateway metrics `alarm_ws_sessions / active_tabs ≈ 1.0`), no 4408 closes, no duplicate alarms.""",
),
dict(
    id="exp-grid-0020",
    title="ALM-4290 告警流订阅限流：筛选变化不要重连，用 update-filter 帧 + 指数退避",
    project=GC, branches=["*"],
    applies_to={"react": ">=18 <19"},
    asset_type="other", assets=["useAlarmStream", "alarmSocket", "AlarmFilterBar"], status="verified",
    conditions="grid-console 告警 WebSocket 网关返回 `ALM-4290 subscribe rate exceeded`（关闭帧 code 4290 或错误消息）时。",
    counter_conditions="不适用于 `ALM-4291`（订阅鉴权失败）：需要重新登录或刷新 token，退避重连只会一直失败；不适用于 grid-field 的轮询告警；不适用于 ScreenWall 的 SSE 通道。",
    source="MR !1451 grid-console", updated_at="2026-03-09",
    body="""现象：调度员在 `AlarmFilterBar` 连续切换"电压等级 / 告警等级"筛选后，网关返回：

```json
{"code": "ALM-4290", "msg": "subscribe rate exceeded", "retryAfter": 10}
```

并以 close code 4290 断开。原因是 React 版在筛选变化时把整个 socket 关掉重连（useEffect 依赖里带了 filter），网关限制同一会话 10 秒内最多 5 次 subscribe。

修复：
1. 筛选变化不重连，发送 `{"op":"update-filter","filter":{...}}` 帧，网关原地更新订阅；筛选输入防抖 500ms。
2. 真正断线时指数退避重连：1s、2s、4s … 上限 30s，加 0–500ms 随机抖动；收到 4290 时以 `retryAfter` 为准。
3. 收到的告警用 `requestAnimationFrame` 批量合并后再更新快照，减少渲染。

```ts
const delay = Math.min(30_000, 1000 * 2 ** attempt) + Math.random() * 500
```""",
),
]

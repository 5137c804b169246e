"""Team-wide (project "*") experiences: hold for both songhe-bi and songhe-store."""

from data_common import E, TEAM

V, C, RR, D = "verified", "candidate", "review_required", "deprecated"

ENTRIES = [
E(82, "Vitest + RTL: `TypeError: window.matchMedia is not a function` from antd / MUI responsive code", """
- jsdom does not implement matchMedia. antd Grid / Table responsive columns, `Descriptions` with a responsive column count, and MUI `useMediaQuery` all call it → tests crash with `TypeError: window.matchMedia is not a function`.
- Add to `vitest.setup.ts`:
```ts
Object.defineProperty(window, 'matchMedia', { writable: true, value: vi.fn().mockImplementation((query: string) => ({
  matches: false, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(),
  addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() })) });
```
- antd virtual lists (Select, virtual Table) also need `ResizeObserver`: stub it with a no-op class.
- For the MUI tablet layouts in songhe-store, tests that depend on breakpoints use `css-mediaquery` so `matches` is computed instead of always false.
- Vue Test Utils `mount(...)` + `wrapper.find('.el-button').trigger('click')` → RTL `await user.click(screen.getByRole('button', { name: '查询' }))`; never query by antd / MUI class names.
""", project=TEAM, asset_type="test", status=V, assets=["vue-test-utils"],
  applies_to={"react": ">=18 <19"}, source="MR !219 songhe-bi, MR !107 songhe-store", updated_at="2025-10-15"),

E(119, "v-if / v-show → conditional rendering vs `hidden` / display (state preservation)", """
- `v-if` → `{cond && <X />}`: unmounts, so local state and query subscriptions are dropped.
- `v-show` → keep it mounted and toggle `style={{ display: cond ? undefined : 'none' }}` or the `hidden` attribute. Use this where the Vue code relied on v-show to keep form input or a chart instance alive (filter panels, collapsed chart cards).
- Careful: ECharts / DataGrid inside a `display:none` container measure a size of 0 → resize them when shown (exp-songhe-0023).
- `v-if` / `v-else-if` chains → early returns or a lookup map, not nested ternaries.
- `{count && <Badge />}` renders a literal `0` when count is 0; write `count > 0 &&`.
""", project=TEAM, asset_type="other", status=V, assets=["v-if", "v-show"],
  applies_to={"vue": ">=2.6 <4", "react": "^18"}, source="迁移规范 v1.2 §2", updated_at="2025-10-05"),

E(120, "watch / watchEffect（deep、immediate）→ 派生值优先，其次 useEffect；避免 effect 链", """
- 迁移时最常见的错误：把每个 `watch` 机械翻成 `useEffect`，形成 effect 链（A 变 → setB → effect → setC），多渲染一次，偶发闪烁。
- 先判断这个 watch 是不是在算派生数据：是 → 直接在 render 里算或 useMemo（例如 `watch(rows, () => total = sum(rows))`）。
- 是"数据变化就请求接口"：交给 react-query / RTK Query 的 key 或参数，不写 effect。
- 真正的副作用（同步 localStorage、埋点、ECharts 这类命令式 API）才用 useEffect。
- `deep: true`：React 没有深监听；依赖数组里放对象会每次都触发，改成依赖具体字段。
- `immediate: true`：useEffect 本来就在首次渲染后执行。
- `flush: 'post'` 读 DOM → useLayoutEffect。
""", project=TEAM, asset_type="other", status=V, assets=["watch", "watchEffect"],
  applies_to={"react": "^18"}, source="迁移规范 v1.2 §3", updated_at="2025-10-05"),

E(121, "v-model / .sync / update:modelValue → controlled value + onChange（antd 与 MUI 的 onChange 签名不同）", """
- 自定义组件 `props: ['modelValue']` + `emit('update:modelValue', v)`（Vue 3）、`value` + `input` 事件（Vue 2）、`:visible.sync` → React `value` + `onChange`（或 `open` + `onOpenChange`）。
- onChange signatures differ, watch out:
  - antd Input: `onChange(e)` → `e.target.value`; antd Select / DatePicker: `onChange(value, option)`;
  - MUI TextField: `onChange(e)`; MUI Select: `onChange(e: SelectChangeEvent)` → `e.target.value`; Autocomplete: `onChange(e, value, reason)`.
- 同时支持受控和非受控要写 `value ?? innerValue` 那套；我们约定业务组件只做受控，简单。
- `v-model.trim` / `.number` → 在 onChange 或提交时处理。
- 表单字段优先交给表单库（antd Form.Item name / react-hook-form Controller），不要每个字段一个 useState。
""", project=TEAM, asset_type="component", status=V, assets=["v-model", "update:modelValue"],
  applies_to={"react": "^18"}, source="迁移规范 v1.2 §4", updated_at="2025-10-06"),

E(122, "slot / scoped slot（#default=\"{ row }\"）→ children / render props；ElTable 列插槽 → column.render", """
- 默认插槽 → `children`；具名插槽 `#extra` → prop `extra: ReactNode`。
- 作用域插槽 `<template #default="{ row, $index }">` → 函数 prop：antd `render: (value, record, index) => …`，MUI DataGrid `renderCell: ({ row }) => …`。
- `<template #header>` → antd column `title`（可以是 ReactNode），DataGrid `renderHeader`。
- `$slots.extra` 判断是否传入 → `extra != null`。
- 不要把插槽内容做成字符串 key 再 switch 渲染（老代码为了复用这么干过），直接传 ReactNode。
""", project=TEAM, asset_type="component", status=V, assets=["slot", "scoped-slot"],
  applies_to={"react": "^18"}, source="迁移规范 v1.2 §5", updated_at="2025-10-06"),

E(123, "provide / inject → React Context (and when to use a store instead)", """
- Used in both apps for page-level config: `provide('reportCtx', { metric, storeScope })` in the report layout, `inject` in deeply nested cards.
- React: `const ReportCtx = createContext<ReportCtx | null>(null)` plus a `useReportCtx()` that throws when the value is null, so a missing provider fails early.
- Memoize the provider value (`useMemo`), otherwise every layout render re-renders all consumers.
- Context re-renders every consumer on any change. For values that change often (the BI dashboard filters) use the zustand store with selectors (exp-songhe-0039); the store app uses Redux selectors.
- A Vue `provide` of a `ref` was reactive; a plain object in Context is not, so keep the state in the provider component (`useState`).
""", project=TEAM, asset_type="other", status=V, assets=["provide", "inject"],
  applies_to={"react": "^18"}, source="迁移规范 v1.2 §6", updated_at="2025-10-07"),

E(124, "this.$nextTick / nextTick 读 DOM → useLayoutEffect 或 flushSync（待复核）", """
- Vue：改数据后 `await nextTick()` 再读 DOM（新增一行后滚到底部、聚焦新输入框）。
- React 建议：
  - 渲染后读写 DOM → 放进 `useLayoutEffect`，依赖对应的 state；
  - 必须在事件处理函数里同步拿到更新后的 DOM → `flushSync(() => setRows(next))` 之后再 `ref.current.scrollTop = …`（性能差，少用）。
- 待复核：DataGrid / antd Table 的行是虚拟化渲染的，flushSync 之后目标行不一定在 DOM 里，应该用组件 API（`apiRef.current.scrollToIndexes` / antd Table 的 `ref.scrollTo`）而不是直接操作 DOM。
""", project=TEAM, asset_type="other", status=RR, assets=["nextTick"],
  applies_to={"react": "^18"}, source="迁移规范 v1.3 草案", updated_at="2025-12-20"),
]

"""mj-risk (风控看板) entries, including the fork/xiamen (antd 4 / React 17) line."""
from .common import E

P = "mj-risk"
XM = ["fork/xiamen"]
MAIN = ["master", "react/*"]

ENTRIES = [
E("exp-mjr-001", "RiskChart（ECharts 封装组件）迁移为 useECharts hook：初始化、resize、数据更新与销毁",
"""
【问题】风控看板的 `RiskChart.vue` 封装了 ECharts：props 传 `option`，内部 `watch(option, deep)` 调 `setOption`，`onBeforeUnmount` 里 `dispose`，并用 `v-resize` 指令监听容器尺寸。迁到 React 后出现：① 切换机构后图表里残留上一个机构的系列（折线多了一条）；② 看板全屏/退出全屏后图表不自适应；③ 内存持续上涨，大屏挂一夜后 Chrome 标签崩溃；④ 开发环境控制台报 "There is a chart instance already initialized on the dom"。
【原因】
1. `setOption` 默认是合并（merge）模式：新的 option 里没有的 series 不会被删除。Vue 版在 watch 里用的是 `setOption(opt, true)`（notMerge），迁移时丢了第二个参数。
2. 窗口 `resize` 事件不覆盖容器尺寸变化（侧栏折叠、全屏、Tabs 切换），Vue 版靠 `v-resize`（ResizeObserver）。
3. 每次 option 变化都新 `echarts.init` 了一个实例而没有 dispose 旧实例；另外 tooltip 的 `formatter` 每次渲染都是新函数，导致 setOption 做了全量更新。
4. React 18 StrictMode 在开发环境会挂载→卸载→再挂载，effect 的 cleanup 没有 dispose，第二次 init 时 DOM 上已有实例。
【做法】
```tsx
export function useECharts(option: EChartsOption, opts?: { theme?: string; replaceMerge?: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts>();
  useEffect(() => {
    const chart = echarts.init(ref.current!, opts?.theme ?? 'mj-dark', { renderer: 'canvas' });
    chartRef.current = chart;
    const ro = new ResizeObserver(() => chart.resize());
    ro.observe(ref.current!);
    return () => { ro.disconnect(); chart.dispose(); chartRef.current = undefined; };
  }, [opts?.theme]);
  useEffect(() => {
    chartRef.current?.setOption(option, { replaceMerge: opts?.replaceMerge ?? ['series'] });
  }, [option]);
  return ref;
}
```
1. init 和 dispose 放在同一个 effect，依赖只有 theme，StrictMode 下 cleanup 会先 dispose，第二次 init 不会报已初始化。
2. 数据更新用 `replaceMerge: ['series']`，比 `notMerge: true` 好：notMerge 会重置 dataZoom 的缩放位置和 legend 的选中状态，风控分析员经常缩放到某个时间段，notMerge 会让缩放回到全量。
3. 调用方 `const option = useMemo(() => buildOption(data), [data])`，tooltip formatter 用模块级函数，避免每次渲染都生成新 option 引用。
4. 大屏轮播页面（多个图表轮流显示）卸载时必须 dispose；挂一夜的内存问题主要来自轮播里不断 init。
5. 点击事件：`chart.on('click', handler)` 要在 effect 里注册并在 cleanup 里 `chart.off('click')`，handler 用 ref 保存最新值，否则拿到的是旧的机构号。
【注意】
- 图表在 antd `Tabs` 的非激活面板里初始化时宽度为 0，ResizeObserver 能兜底，但首帧会闪一下，见 Tabs 那条。
- `echarts.init` 的第三个参数 `useDirtyRect: true` 在大屏 4K 屏上有撕裂问题，别开。
- 按需引入：`echarts/core` + `use([LineChart, BarChart, GridComponent, TooltipComponent, DataZoomComponent, CanvasRenderer])`，否则 echarts 整包 1MB 进首屏。
- 主题 `mj-dark` 必须在 `echarts.init` 之前 `registerTheme`，见主题那条。
- fork/xiamen（React 17）没有 StrictMode 双挂载问题，另有一条。
""", P, "component", "verified",
assets=["RiskChart", "RiskChart.vue", "useECharts"], branches=MAIN,
applies_to={"echarts": "^5.0.0", "react": "^18.0.0"},
conditions="mj-risk master / react/* 上的 ECharts 图表，React 18。",
counter_conditions="fork/xiamen（React 17）另见；echarts 4 的 setOption 不支持 replaceMerge。",
source="PR !88 mj-risk: feat(chart): useECharts; wiki: 风控看板/迁移手册/图表", updated_at="2024-05-15"),

E("exp-mjr-002", "RiskChart 在 fork/xiamen（React 17）上的迁移：沿用 useECharts 但去掉 StrictMode 处理",
"""
【问题】厦门分行 fork 停留在 React 17 + antd 4，主线的 `useECharts` 依赖 `replaceMerge` 与 React 18 的自动批处理，直接拷过去后图表数据偶发慢一拍。
【原因】React 17 只在事件处理函数里批处理，`setTimeout`/Promise 回调里的多次 setState 会触发多次渲染，option 被连续 setOption 两次，第一次是半新半旧的数据。
【做法】在 fork 上数据请求回调里把多个 state 合成一个 `useReducer` 的 dispatch，或使用 `unstable_batchedUpdates`；`useECharts` 本身不变（echarts 5 的 replaceMerge 可用）。没有 StrictMode 双挂载，但 dispose 仍必须做。
【注意】不要在 fork 上用 `createRoot`，见 ReactDOM.render 那条。
""", P, "component", "verified",
assets=["RiskChart", "useECharts"], branches=XM, applies_to={"echarts": "^5.0.0", "react": "^17.0.0"},
conditions="fork/xiamen，React 17。", counter_conditions="主线 React 18 用主线那条。",
source="PR !12 (mj-risk-xiamen)", updated_at="2024-04-11"),

E("exp-mjr-003", "[ECharts] There is a chart instance already initialized on the dom.",
"""
【问题】开发环境控制台：`[ECharts] There is a chart instance already initialized on the dom.`，生产环境没有。
【原因】React 18 StrictMode 开发环境下 effect 执行→cleanup→再执行；cleanup 里没有 `dispose()`。
【做法】init 与 dispose 放在同一个 `useEffect`：`return () => chart.dispose()`；或 init 前 `echarts.getInstanceByDom(el)?.dispose()`。不要为了消警告关掉 StrictMode。
""", P, "component", "verified",
assets=["RiskChart", "useECharts"], applies_to={"echarts": "^5.0.0", "react": "^18.0.0"},
conditions="React 18 StrictMode 开发环境。", counter_conditions="React 17（fork/xiamen）不会出现 StrictMode 双挂载。",
source="commit 6a1d0e2", updated_at="2024-03-19"),

E("exp-mjr-004", "图表放在 antd Tabs 非激活面板里宽度为 0、切换后挤成一团",
"""
【问题】"反洗钱预警趋势"放在第二个 Tab，切过去后图表宽度 100px 挤在左上角。
【原因】非激活 TabPane 是 `display:none`，init 时容器宽度为 0。
【做法】antd 5 `Tabs` 用 `destroyInactiveTabPane`，图表在激活时才挂载；或在 `onChange` 后 `chart.resize()`。ResizeObserver 能兜底但首帧会闪。
""", P, "component", "verified",
assets=["RiskChart", "el-tabs", "Tabs"], applies_to={"echarts": "^5.0.0", "antd": "^5.0.0"},
conditions="图表在 Tabs 内。", counter_conditions="antd 4 的属性名是 destroyInactiveTabPane 也可用，但 TabPane 写法不同，未验证。",
source="commit 2c8f3b1", updated_at="2024-03-22"),

E("exp-mjr-005", "ECharts 主题 mj-dark 注册：registerTheme 必须早于 init",
"""
【问题】Vue 版在 `main.ts` 里 `echarts.registerTheme('mj-dark', theme)`；React 版把注册写在图表组件里，首个图表是默认白色主题。
【做法】在 `src/charts/theme.ts` 顶层注册，并在 `main.tsx` 第一行 import；主题 JSON 与大屏 antd 暗色 token 共用一份色板 `palette.ts`。
""", P, "style", "verified",
assets=["RiskChart", "mj-dark"], applies_to={"echarts": "^5.0.0"},
conditions="使用自定义 ECharts 主题。", source="PR !91", updated_at="2024-03-25"),

E("exp-mjr-006", "Pinia useAlertStore（预警筛选与 UI 状态）迁移为 zustand",
"""
【问题】`useAlertStore` 里有 `filters`、`selectedIds`、`drawerOpen`，以及调接口的 `fetchAlerts` action。
【做法】客户端状态进 zustand：`export const useAlertUi = create<AlertUi>()((set) => ({ filters: defaultFilters, setFilters: (f) => set({ filters: f }), ... }))`；`fetchAlerts` 不进 store，改 `useQuery({ queryKey: ['alerts', filters] })`。组件里 `const filters = useAlertUi((s) => s.filters)`，按字段选择。
【注意】Pinia 的 `$reset()` 要自己实现：`reset: () => set(initialState)`。
""", P, "store", "verified",
assets=["useAlertStore", "useAlertUi"], applies_to={"pinia": "^2.0.0", "zustand": ">=4.0.0 <5.0.0"},
conditions="Pinia 客户端状态 store。", counter_conditions="服务端数据不要放 zustand。",
source="PR !74", updated_at="2024-02-20"),

E("exp-mjr-007", "pinia-plugin-persistedstate（useFilterStore 筛选条件持久化）迁移为 zustand persist",
"""
【问题】`useFilterStore` 用 `persist: { storage: localStorage, paths: ['orgNo','dateRange'] }`，分析员刷新后筛选条件还在。
【做法】`create(persist((set) => ({...}), { name: 'mj-risk-filter', storage: createJSONStorage(() => localStorage), partialize: (s) => ({ orgNo: s.orgNo, dateRange: s.dateRange }), version: 2, migrate }))`。日期存 ISO 字符串，读出后再转 dayjs。
【注意】`version` 变更时写 `migrate`，否则老数据结构直接报错白屏。
""", P, "store", "verified",
assets=["useFilterStore", "pinia-plugin-persistedstate"], applies_to={"zustand": ">=4.0.0 <5.0.0"},
conditions="需要持久化的筛选条件。", source="PR !79", updated_at="2024-02-28"),

E("exp-mjr-008", "storeToRefs 解构迁移：zustand 4.4.2+ 用 useShallow 选多个字段",
"""
【问题】Vue 里 `const { filters, selectedIds } = storeToRefs(useAlertStore())`。React 端写 `const { filters, selectedIds } = useAlertUi((s) => ({ filters: s.filters, selectedIds: s.selectedIds }))`，组件无限重渲染或每次 store 变化都渲染。
【原因】selector 每次返回新对象，zustand 默认 `Object.is` 比较。
【做法】`import { useShallow } from 'zustand/react/shallow'`；`useAlertUi(useShallow((s) => ({ filters: s.filters, selectedIds: s.selectedIds })))`。
【注意】`useShallow` 是 zustand 4.4.2 才加的。
""", P, "store", "verified",
assets=["storeToRefs", "useAlertStore", "useShallow"], applies_to={"zustand": ">=4.4.2 <5.0.0"},
conditions="zustand 4.4.2 及以上。", counter_conditions="fork/xiamen 的 zustand 4.3.9 没有 useShallow。",
source="PR !95", updated_at="2024-04-01"),

E("exp-mjr-009", "storeToRefs 解构迁移（zustand 4.3 及以下）：第二个参数传 shallow",
"""
【问题】厦门 fork 上照抄主线 `useShallow`，构建报 `Module not found: Error: Package path ./react/shallow is not exported from package zustand`。
【做法】zustand 4.3.x：`import { shallow } from 'zustand/shallow'`；`useAlertUi((s) => ({ filters: s.filters, selectedIds: s.selectedIds }), shallow)`，第二个参数是 equalityFn。
【注意】升级到 4.4 后这种写法会有弃用警告，届时改 useShallow。
""", P, "store", "verified",
assets=["storeToRefs", "useAlertStore", "shallow"], branches=XM, applies_to={"zustand": ">=4.0.0 <4.4.2"},
conditions="fork/xiamen，zustand 4.3.x。", counter_conditions="zustand 4.4.2+ 用 useShallow。",
source="PR !15 (mj-risk-xiamen)", updated_at="2024-04-15"),

E("exp-mjr-010", "Pinia useRuleStore（规则列表等服务端状态）迁移为 TanStack Query 5",
"""
【问题】`useRuleStore` 的 `rules`、`loading`、`fetchRules()`、`updateRule()`，组件 `onMounted` 里调 fetch。
【做法】
```ts
export const rulesQuery = (orgNo: string) => queryOptions({ queryKey: ['rules', orgNo], queryFn: () => api.rules(orgNo), staleTime: 60_000 });
const { data, isPending } = useQuery(rulesQuery(orgNo));
const m = useMutation({ mutationFn: api.updateRule, onSuccess: () => qc.invalidateQueries({ queryKey: ['rules'] }) });
```
v5 里 `loading` 对应 `isPending`（无缓存数据时），`cacheTime` 改名 `gcTime`，`useQuery` 不再有 `onSuccess/onError` 回调。
【注意】`queryOptions` 是 v5 的 API。
""", P, "store", "verified",
assets=["useRuleStore"], branches=MAIN, applies_to={"pinia": "^2.0.0", "@tanstack/react-query": "^5.0.0"},
conditions="TanStack Query 5（主线）。", counter_conditions="fork/xiamen 是 TanStack Query 4，isLoading/cacheTime，见另一条。",
source="PR !81", updated_at="2024-03-01"),

E("exp-mjr-011", "Pinia useRuleStore 迁移为 TanStack Query 4（fork/xiamen，React 17）",
"""
【问题】TanStack Query 5 需要 React 18，厦门 fork 只能用 v4。
【做法】`useQuery({ queryKey: ['rules', orgNo], queryFn, staleTime: 60000, cacheTime: 300000 })`；加载态用 `isLoading`；全局错误处理可以用 `onError`（v4 还支持）但建议统一放 QueryCache。没有 `queryOptions`，用普通对象工厂函数。
【注意】v4 的 `isLoading` 在 `enabled: false` 时也是 true，要配合 `fetchStatus` 判断，别让按钮一直转圈。
""", P, "store", "verified",
assets=["useRuleStore"], branches=XM, applies_to={"pinia": "^2.0.0", "@tanstack/react-query": "^4.0.0", "react": "^17.0.0"},
conditions="fork/xiamen，TanStack Query 4。", counter_conditions="主线 v5 用另一条。",
source="PR !9 (mj-risk-xiamen)", updated_at="2024-03-29"),

E("exp-mjr-012", "el-table-v2 虚拟滚动（10 万条预警明细）迁移为 antd 5 Table virtual",
"""
【问题】预警明细用 Element Plus `el-table-v2` 虚拟滚动，一次 10 万行。
【做法】antd 5.9+ `Table` 支持 `virtual`：`<Table virtual scroll={{ x: 1600, y: 600 }} rowKey="alertId" pagination={false} />`，必须给固定的 `scroll.y` 和列宽。
【注意】虚拟模式下 `expandable` 展开行高度不固定会跳动；固定列要给 `width`。
""", P, "component", "verified",
assets=["el-table-v2", "Table"], applies_to={"element-plus": "^2.3.0", "antd": ">=5.9.0 <6.0.0"},
conditions="antd 5.9 及以上。", counter_conditions="antd 4 没有 virtual 属性。",
source="PR !97", updated_at="2024-04-08"),

E("exp-mjr-013", "el-table-v2 虚拟滚动在 antd 4（fork/xiamen）上的替代：components.body 接 react-window（待复核）",
"""
【问题】antd 4 Table 没有 `virtual`。
【做法】按 antd 4 官方示例用 `components={{ body: renderVirtualList }}` 接 `react-window` 的 `VariableSizeGrid`；或者改成服务端分页（每页 200 条），业务可接受。
【注意】固定列、勾选在 react-window 方案里都要自己实现，工作量大，目前倾向服务端分页，待与厦门分行确认。
""", P, "component", "review_required",
assets=["el-table-v2", "Table"], branches=XM, applies_to={"antd": "^4.0.0"},
conditions="fork/xiamen，antd 4。", counter_conditions="antd 5.9+ 直接用 virtual。",
source="wiki: 风控看板/厦门分支/虚拟表格", updated_at="2024-05-06"),

E("exp-mjr-014", "el-tree 规则树迁移为 antd Tree：check-strictly 与半选",
"""
【问题】规则分类树 `el-tree show-checkbox :check-strictly="false"`，`getCheckedKeys(true)` 只取叶子。
【做法】antd `Tree checkable`，`onCheck={(keys, info) => ...}`；取叶子：自己过滤 `info.checkedNodes.filter(n => n.isLeaf)`；`checkStrictly` 为 true 时 `checkedKeys` 是 `{ checked, halfChecked }` 对象。
【注意】`node-key` 对应 antd 数据里的 `key` 字段，需转换。
""", P, "component", "verified",
assets=["el-tree", "Tree"], applies_to={"element-plus": "^2.3.0", "antd": ">=4.0.0 <6.0.0"},
conditions="规则树。", source="PR !83", updated_at="2024-03-06"),

E("exp-mjr-015", "el-dialog 迁移为 antd Modal：用 open，destroyOnClose 对应 destroy-on-close",
"""
【问题】`el-dialog v-model="visible" destroy-on-close`。
【做法】`<Modal open={open} onCancel={close} destroyOnClose maskClosable={false} footer={null}>`；antd 4.23 起 `visible` 改为 `open`。需要在关闭后重置表单：`afterClose={() => form.resetFields()}`。
""", P, "component", "verified",
assets=["el-dialog", "Modal"], applies_to={"element-plus": "^2.3.0", "antd": ">=4.23.0 <6.0.0"},
conditions="antd 4.23+（主线 antd 5 与厦门 4.24 都适用）。", counter_conditions="antd 4.23 以下用 visible。",
source="PR !76", updated_at="2024-02-22"),

E("exp-mjr-016", "el-dialog 迁移为 antd Modal visible（已废弃）",
"""
【问题】厦门 fork 最初是 antd 4.18，用 `<Modal visible={...}>`。
【注意】fork 已升级到 4.24，`visible` 会报弃用警告，本条废弃。
""", P, "component", "deprecated",
assets=["el-dialog", "Modal"], branches=XM, applies_to={"antd": ">=4.0.0 <4.23.0"},
source="PR !3 (mj-risk-xiamen)", updated_at="2023-11-02"),

E("exp-mjr-017", "Element Plus CSS 变量主题迁移为 antd 5 ConfigProvider theme token",
"""
【问题】Vue 版通过覆盖 `--el-color-primary` 等 CSS 变量做暗色大屏主题。
【做法】`<ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#1f6fd1', borderRadius: 2, fontSize: 14 } , components: { Table: { headerBg: '#10213a' } } }}>`；色板与 ECharts mj-dark 共用 `palette.ts`。
【注意】`components.Table.headerBg` 需要 antd 5.11+，主线满足。
""", P, "style", "verified",
assets=["element-plus theme", "ConfigProvider"], applies_to={"antd": ">=5.11.0 <6.0.0"},
conditions="antd 5 主题。", counter_conditions="antd 4 没有 token，见厦门 less 那条。",
source="PR !86", updated_at="2024-03-12"),

E("exp-mjr-018", "厦门 fork 主题：antd 4 用 less modifyVars",
"""
【问题】antd 4 没有 Design Token。
【做法】Vite `css.preprocessorOptions.less = { javascriptEnabled: true, modifyVars: { '@primary-color': '#1f6fd1', '@border-radius-base': '2px' } }`，并 import `antd/dist/antd.less`；暗色用 `antd/dist/antd.dark.less`。
【注意】不能和主线共用 ConfigProvider theme 写法。
""", P, "style", "verified",
assets=["element-plus theme", "ConfigProvider"], branches=XM, applies_to={"antd": "^4.0.0"},
conditions="fork/xiamen，antd 4。", source="PR !6 (mj-risk-xiamen)", updated_at="2024-01-18"),

E("exp-mjr-019", "el-date-picker 迁移为 antd 5 DatePicker.RangePicker（dayjs）",
"""
【问题】`el-date-picker type="daterange" value-format="YYYYMMDD"`。
【做法】`<RangePicker value={[dayjs(start,'YYYYMMDD'), dayjs(end,'YYYYMMDD')]} onChange={(v) => set(v?.map(d => d.format('YYYYMMDD')))} disabledDate={(d) => d.isAfter(bizDate)} />`；`ConfigProvider locale={zhCN}` 并 `import 'dayjs/locale/zh-cn'`。
【注意】antd 5 的日期对象是 dayjs，不是 moment。
""", P, "component", "verified",
assets=["el-date-picker", "DatePicker"], applies_to={"element-plus": "^2.3.0", "antd": "^5.0.0", "dayjs": "^1.11.0"},
conditions="antd 5。", counter_conditions="antd 4（厦门）是 moment。",
source="PR !77", updated_at="2024-02-23"),

E("exp-mjr-020", "el-date-picker 迁移为 antd 4 DatePicker（moment，fork/xiamen）",
"""
【问题】厦门 fork 上照抄主线 dayjs 写法，报 `TypeError: date.clone is not a function`。
【原因】antd 4 DatePicker 要 moment 对象。
【做法】`value={[moment(start,'YYYYMMDD'), moment(end,'YYYYMMDD')]}`，`import 'moment/locale/zh-cn'`；与 Vue 侧共享的工具函数返回字符串，在组件边界转换。
""", P, "component", "verified",
assets=["el-date-picker", "DatePicker"], branches=XM, applies_to={"antd": "^4.0.0", "moment": "^2.29.0"},
conditions="fork/xiamen，antd 4 + moment。", source="PR !7 (mj-risk-xiamen)", updated_at="2024-01-22"),

E("exp-mjr-021", "el-form 迁移为 antd Form：validate 与 validateFields 的差异",
"""
【问题】`formRef.value.validate((valid) => ...)` 迁到 antd。
【做法】`const [form] = Form.useForm(); try { const values = await form.validateFields(); } catch (e) { /* e.errorFields */ }`；`rules` 基本可照搬，`trigger` 改 `validateTrigger`。
【注意】`validateFields` 失败是 reject，不是回调 false；`resetFields` 会恢复 `initialValues`。
""", P, "component", "verified",
assets=["el-form", "Form"], applies_to={"element-plus": "^2.3.0", "antd": ">=4.0.0 <6.0.0"},
conditions="风控看板表单。", counter_conditions="柜面是 react-hook-form + MUI。",
source="PR !78", updated_at="2024-02-26"),

E("exp-mjr-022", "Warning: Instance created by `useForm` is not connected to any Form element",
"""
【问题】规则编辑弹窗打开前控制台报：Warning: Instance created by `useForm` is not connected to any Form element. Forget to pass `form` prop?
【原因】Modal 未打开时 Form 未渲染，但 `useEffect` 里已经调用了 `form.setFieldsValue`。
【做法】在 Modal 上加 `forceRender`，或把 `setFieldsValue` 移到 `afterOpenChange(open)` 回调；也可以用 `initialValues` + `key` 重置。
""", P, "component", "verified",
assets=["el-form", "Form", "Modal"], applies_to={"antd": "^5.0.0"},
conditions="antd 5 Modal 内 Form。", counter_conditions="antd 4 没有 afterOpenChange（是 afterClose）。",
source="commit 8e0a3f7", updated_at="2024-03-14"),

E("exp-mjr-023", "Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead.",
"""
【问题】控制台报：Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead. Drawer 也有 [antd: Drawer] `visible` is deprecated。
【做法】全局替换：Modal/Drawer `visible`→`open`，`onVisibleChange`→`onOpenChange`（Dropdown、Tooltip、Popover），`afterVisibleChange`→`afterOpenChange`。用 codemod `npx @ant-design/codemod-v5 src` 可批量处理。
【注意】厦门 fork 4.24 同样适用 open（4.23 起）。
""", P, "component", "verified",
assets=["Modal", "Drawer"], applies_to={"antd": ">=4.23.0 <6.0.0"},
conditions="antd 4.23+。", source="PR !99", updated_at="2024-04-12"),

E("exp-mjr-024", "Warning: ReactDOM.render is no longer supported in React 18. Use createRoot instead.",
"""
【问题】主线升级 React 18 后控制台：`Warning: ReactDOM.render is no longer supported in React 18. Use createRoot instead. Until you switch to the new API, your app will behave as if it's running React 17.`
【做法】`import { createRoot } from 'react-dom/client'; createRoot(document.getElementById('root')!).render(<StrictMode><App/></StrictMode>)`。qiankun 子应用在 `unmount` 里 `root.unmount()`。
【注意】开启 StrictMode 后注意 ECharts、websocket 的 effect 双执行。
""", P, "build", "verified",
assets=["main.tsx", "createRoot"], branches=MAIN, applies_to={"react": "^18.0.0", "react-dom": "^18.0.0"},
conditions="React 18 主线。", counter_conditions="fork/xiamen 必须保持 ReactDOM.render。",
source="PR !70", updated_at="2024-02-14"),

E("exp-mjr-025", "厦门 fork：Module not found: Can't resolve 'react-dom/client'（保持 ReactDOM.render）",
"""
【问题】把主线入口文件同步到 fork/xiamen 后构建失败：`Module not found: Error: Can't resolve 'react-dom/client'`（Vite 报 `Failed to resolve import "react-dom/client"`）。
【原因】fork 是 React 17，没有 `react-dom/client`。
【做法】fork 入口保持 `ReactDOM.render(<App />, el)`；同步主线代码时 `main.tsx` 加入 `.syncignore`。
""", P, "build", "verified",
assets=["main.tsx", "createRoot"], branches=XM, applies_to={"react": "^17.0.0", "react-dom": "^17.0.0"},
conditions="fork/xiamen，React 17。", source="PR !13 (mj-risk-xiamen)", updated_at="2024-04-09"),

E("exp-mjr-026", "vue-i18n 9（风控看板）迁移：antd locale + 自有 messages",
"""
【问题】风控看板用 vue-i18n 9 Composition API `const { t } = useI18n()`，有 zh-CN / zh-TW（澳门、台资客户）两套。
【做法】不引入 react-intl，团队决定沿用与柜面一致的轻量 `useT()`，messages 复用 `locales/*.json`；antd 的组件语言通过 `ConfigProvider locale={zhCN | zhTW}`；dayjs locale 同步切换。
【注意】vue-i18n 9 的 `@:key` 链接消息语法需要在 `useT` 里支持。
""", P, "i18n", "verified",
assets=["vue-i18n", "useI18n", "useT"], applies_to={"vue": "^3.2.0", "antd": ">=4.0.0 <6.0.0"},
conditions="mj-risk 文案。", source="PR !84", updated_at="2024-03-07"),

E("exp-mjr-027", "vue-router 4 meta.permission 守卫迁移为 react-router loader",
"""
【问题】`router.beforeEach((to) => { if (to.meta.permission && !userStore.has(to.meta.permission)) return '/403' })`。
【做法】路由定义 `handle: { permission: 'risk:rule:edit' }`，父路由 `loader` 里读当前匹配路由的 handle：用 `matchRoutes(routes, url)` 取最深一层，无权限 `throw redirect('/403')`；菜单渲染也读同一份 handle。
【注意】loader 里的用户信息用 `queryClient.ensureQueryData(userQuery)`。
""", P, "router", "verified",
assets=["beforeEach", "meta.permission"], applies_to={"vue-router": "^4.0.0", "react-router-dom": ">=6.4.0 <7.0.0"},
conditions="风控看板路由权限。", counter_conditions="柜面签到守卫是另一条。",
source="PR !80", updated_at="2024-02-29"),

E("exp-mjr-028", "v-permission 指令（风控看板，Vue 3 + Pinia userStore）迁移为 <Auth> 组件",
"""
【问题】`app.directive('permission', { mounted(el, binding) { if (!useUserStore().perms.includes(binding.value)) el.remove() } })`，支持数组 `v-permission="['risk:export','risk:admin']"`（任一即可）。
【做法】`<Auth code={['risk:export','risk:admin']} mode="any">`；权限来自 `useQuery(userQuery)` 的 `perms`；`useAuth(code)` 返回布尔。
【注意】权限码前缀是 `risk:`，与柜面 `txn:` 不通用。
""", P, "directive", "verified",
assets=["v-permission", "Auth", "useAuth"], applies_to={"vue": "^3.2.0", "react": ">=17.0.0 <19.0.0"},
conditions="mj-risk 的 v-permission（含 fork/xiamen）。", counter_conditions="柜面的 v-permission 见 mj-counter。",
source="PR !75", updated_at="2024-02-21"),

E("exp-mjr-029", "v-resize 指令迁移为 useResizeObserver",
"""
【问题】`v-resize="onResize"` 用在图表容器、表格容器上。
【做法】`useResizeObserver(ref, (entry) => ...)`，回调用 `requestAnimationFrame` 节流；图表场景已内置在 useECharts 里，不要再套一层。
""", P, "directive", "verified",
assets=["v-resize", "useResizeObserver"], applies_to={"react": ">=17.0.0 <19.0.0"},
conditions="容器尺寸监听。", source="PR !89", updated_at="2024-03-20"),

E("exp-mjr-030", "usePolling（反洗钱预警 30 秒轮询）迁移为 refetchInterval",
"""
【问题】Vue composable `usePolling(fetchAlerts, 30000)`，页面不可见时暂停。
【做法】`useQuery({ queryKey: ['aml-alerts', filters], queryFn, refetchInterval: 30_000, refetchIntervalInBackground: false })`；大屏需要后台也轮询时设 `refetchIntervalInBackground: true`。
【注意】轮询时表格排序、分页状态要受控保存在组件 state，否则每次数据回来都重置（见 QA 那条）。
""", P, "other", "verified",
assets=["usePolling", "AmlAlertTable"], applies_to={"@tanstack/react-query": ">=4.0.0 <6.0.0"},
conditions="定时刷新的预警列表（主线与厦门都适用）。", source="PR !90", updated_at="2024-03-21"),

E("exp-mjr-031", "AmlAlertTable 反洗钱预警列表：大额交易行高亮与风险等级 Tag",
"""
【问题】`AmlAlertTable.vue` 用 `row-class-name` 把单笔 ≥ 50 万的大额交易标红，风险等级用 `el-tag`。
【做法】antd `Table rowClassName={(r) => r.amount >= r.largeThreshold ? 'row-large' : ''}`，阈值随数据返回（`largeThreshold`），不要写死；风险等级 `<Tag color={levelColor[r.level]}>`。
【注意】金额单位是分，展示用团队 `formatCurrency`。
""", P, "component", "verified",
assets=["AmlAlertTable"], applies_to={"antd": ">=4.0.0 <6.0.0"},
conditions="风控看板反洗钱预警列表。", counter_conditions="柜面的反洗钱名单筛查是 AmlCheckPanel。",
source="PR !92", updated_at="2024-03-26"),

E("exp-mjr-032", "RuleEditor 风控规则表达式编辑器迁移（待复核）",
"""
【问题】`RuleEditor.vue` 基于 codemirror 5 的规则 DSL 编辑器，带自动补全（字段名来自 `/rule/fields`）。
【做法】改用 `@uiw/react-codemirror`（codemirror 6），语言包自己写 `StreamLanguage`；补全源用 `useQuery` 缓存字段表。
【注意】codemirror 6 的 API 与 5 差异大，高亮规则要重写，性能未在 2000 行规则上验证，待复核。
""", P, "component", "review_required",
assets=["RuleEditor"], applies_to={"react": "^18.0.0"},
conditions="规则编辑器。", source="wiki: 风控看板/待定问题/规则编辑器", updated_at="2024-05-21"),

E("exp-mjr-033", "Vite 构建：TypeError: Failed to fetch dynamically imported module（发版后）",
"""
【问题】风控看板发版后，开着的页面切路由报 `TypeError: Failed to fetch dynamically imported module: https://risk.mjbank.local/assets/RuleList-8c1f2a.js`。
【原因】Vite 产物带 hash，旧 index.html 引用的 chunk 被删除。和 webpack 的 ChunkLoadError 本质一样，但报错不同，团队通用的 lazyWithRetry 里按 `ChunkLoadError` 名称匹配，所以没生效。
【做法】`window.addEventListener('vite:preloadError', (e) => { e.preventDefault(); reloadOnce(); })`（Vite 4.4+）；lazyWithRetry 的匹配条件加上 `/Failed to fetch dynamically imported module/`；`build.rollupOptions.output.manualChunks` 把 echarts 单独分包。
【注意】发布脚本保留上一个版本的 assets。
""", P, "build", "verified",
assets=["vite.config.ts", "React.lazy"], applies_to={"react": ">=17.0.0 <19.0.0"},
conditions="mj-risk（Vite）发版后动态 import 失败。", counter_conditions="mj-counter 是 webpack，报 ChunkLoadError。",
source="PR !101", updated_at="2024-04-17"),

E("exp-mjr-034", "el-table 导出 Excel 迁移：SheetJS 按列定义导出",
"""
【问题】Vue 版 `exportExcel(tableRef)` 直接读 el-table DOM 导出。
【做法】React 端按 antd 列定义 + 原始数据导出：`utils.json_to_sheet(rows.map(toExportRow))`，金额列导出数值（单位元）并设置 `z: '#,##0.00'`；超过 5 万行改后台导出。
【注意】导出需要 `risk:export` 权限，按钮用 `<Auth>` 包裹；导出文件名带机构号和会计日期。
""", P, "other", "verified",
assets=["exportExcel", "el-table"], applies_to={"antd": ">=4.0.0 <6.0.0"},
conditions="前端导出 Excel。", counter_conditions="柜面凭证打印不是导出。",
source="PR !93", updated_at="2024-03-27"),

E("exp-mjr-035", "useRiskSocket 实时风险事件推送（候选）",
"""
【问题】大屏实时滚动风险事件，Vue 版 `useRiskSocket` 用原生 WebSocket + 心跳。
【做法（候选检查项）】
- 单例连接放在 Provider，组件订阅 topic。
- 收到事件后 `queryClient.setQueryData(['risk-events'], (old) => [ev, ...old].slice(0, 200))`。
- 断线重连指数退避，最长 30 秒。
【注意】后台可能改为 SSE，未定。
""", P, "other", "candidate",
assets=["useRiskSocket"], applies_to={"react": "^18.0.0", "@tanstack/react-query": "^5.0.0"},
conditions="实时推送。", source="wiki: 风控看板/草稿/实时推送", updated_at="2024-05-30"),

E("exp-mjr-036", "vitest 单测里 mock ECharts（jsdom 无 canvas）",
"""
【问题】vitest + jsdom 跑图表组件测试报 `Error: Not implemented: HTMLCanvasElement.prototype.getContext`。
【做法】`vi.mock('echarts/core', () => ({ init: vi.fn(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), on: vi.fn(), off: vi.fn() })), use: vi.fn(), registerTheme: vi.fn() }))`；断言 `setOption` 收到的 option。ResizeObserver 用 `vi.stubGlobal`。
【注意】不要装 `canvas` 原生包，CI 镜像装不上。
""", P, "test", "verified",
assets=["RiskChart", "useECharts"], applies_to={"echarts": "^5.0.0"},
conditions="mj-risk 单测（vitest）。", source="PR !94", updated_at="2024-03-28"),

E("exp-mjr-037", "provide/inject 的看板筛选上下文迁移为 React Context + zustand",
"""
【问题】`Dashboard.vue` `provide('dashFilter', reactive({ orgNo, range }))`，子图表 `inject`。
【做法】筛选条件放 zustand（已有 useFilterStore 的迁移），不需要 Context；只有"当前所在看板 id"这种静态值用 Context。
【注意】不要 `provide` 一个 reactive 对象式地把 setState 和值一起塞进 Context，会导致所有图表重渲染。
""", P, "other", "verified",
assets=["provide/inject", "Dashboard.vue"], applies_to={"zustand": ">=4.0.0 <5.0.0"},
conditions="跨层级共享筛选条件。", source="PR !85", updated_at="2024-03-08"),

E("exp-mjr-038", "Teleport 迁移为 createPortal（大屏浮层）",
"""
【问题】`<Teleport to="#overlay">` 用于大屏全屏模式下的浮层。
【做法】`createPortal(children, document.getElementById('overlay')!)`；全屏元素内的 antd 浮层要 `getPopupContainer={() => fullscreenEl}`，否则全屏时看不到下拉。
""", P, "component", "verified",
assets=["Teleport", "createPortal"], applies_to={"react": ">=17.0.0 <19.0.0"},
conditions="门户/浮层。", source="PR !96", updated_at="2024-04-03"),

E("exp-mjr-039", "keep-alive 缓存看板页迁移：没有等价物，靠查询缓存 + 筛选持久化",
"""
【问题】Vue 版 `<keep-alive include="RiskOverview,AmlAlerts">`，切回来不重新加载。
【做法】React 不保留组件实例：数据靠 TanStack Query 缓存（`staleTime` 1 分钟），筛选条件在 zustand；滚动位置用 `sessionStorage` 记录。不引入 react-activation 一类库。
【注意】图表会重新 init，这是预期行为，别为此缓存 ECharts 实例。
""", P, "other", "verified",
assets=["keep-alive"], applies_to={"@tanstack/react-query": ">=4.0.0 <6.0.0", "zustand": ">=4.0.0 <5.0.0"},
conditions="需要页面切回保持状态。", source="PR !98", updated_at="2024-04-05"),

E("exp-mjr-040", "antd Table sort order resets on every 30-second polling refetch",
"""
[Problem] QA-2024-027: on the AML alert list, the analyst sorts by amount; 30 seconds later the polling refetch returns and the table goes back to default order.
[Cause] The React port used uncontrolled sorting while `columns` were rebuilt on each render; antd resets the internal sort state when column objects change identity.
[Fix] Keep `sortOrder` controlled: store `{ field, order }` in state, set `sortOrder` on each column, update it in `onChange(pagination, filters, sorter)`; memoize `columns` with `useMemo`. Same for pagination `current`.
[Note] Verified on master (antd 5) and fork/xiamen (antd 4.24).
""", P, "component", "verified",
assets=["AmlAlertTable", "Table", "usePolling"], applies_to={"antd": ">=4.0.0 <6.0.0"},
conditions="Polling tables with user sorting.", source="QA vendor report QA-2024-027", updated_at="2024-05-13"),

E("exp-mjr-041", "antd Select dropdown misaligned on the scaled big-screen dashboard",
"""
[Problem] QA-2024-029: on the 大屏 page scaled with `transform: scale(0.75)`, Select and DatePicker dropdowns open far from their input.
[Cause] Popups are rendered into body, outside the scaled container, while their position is computed from the scaled element.
[Fix] `ConfigProvider getPopupContainer={(n) => n?.parentElement ?? document.body}` for the big-screen route only; or replace the scale approach with rem-based sizing.
[Note] Same fix works for antd 4 (fork/xiamen) and antd 5.
""", P, "style", "verified",
assets=["el-select", "Select"], applies_to={"antd": ">=4.0.0 <6.0.0"},
conditions="Dashboard scaled with CSS transform.", source="QA vendor report QA-2024-029", updated_at="2024-05-24"),

E("exp-mjr-042", "ElMessage 迁移为 antd 5 App.useApp().message（跟随主题）",
"""
【问题】`ElMessage.success('保存成功')` 直接迁成 antd 静态 `message.success` 后，暗色主题下提示是白底，控制台 `Warning: [antd: message] Static function can not consume context like dynamic theme.`
【做法】根部 `<App>` 包裹（antd 5.1+），组件内 `const { message } = App.useApp()`；非组件代码（请求拦截器）通过在 App 内注册的 `messageRef` 调用。
""", P, "component", "verified",
assets=["ElMessage", "message"], applies_to={"element-plus": "^2.3.0", "antd": ">=5.1.0 <6.0.0"},
conditions="antd 5.1+ 主线。", counter_conditions="antd 4（厦门）没有 App 组件，只能用静态 message 或 message.useMessage。",
source="PR !100", updated_at="2024-04-16"),

E("exp-mjr-043", "ECharts tooltip formatter 里的金额与大额标记",
"""
【问题】tooltip 里金额要千分位、单位万元，大额（≥50 万）加标记；Vue 版 formatter 里调用了 `this.$filters.currency`。
【做法】formatter 用模块级纯函数 `tooltipFmt(params)`，内部 `formatCurrency(v / 10000, { digits: 2 }) + '万元'`，大额标记阈值从数据 `largeThreshold` 取；formatter 返回 HTML 字符串时注意转义机构名。
""", P, "component", "verified",
assets=["RiskChart", "currency"], applies_to={"echarts": "^5.0.0"},
conditions="图表 tooltip 金额。", source="PR !102", updated_at="2024-04-18"),

E("exp-mjr-044", "大屏全屏切换 screenfull 迁移（候选）",
"""
【问题】Vue 版用 `screenfull` + `v-fullscreen` 指令。
【做法（候选检查项）】用原生 `requestFullscreen`，监听 `fullscreenchange` 更新状态；全屏后 ECharts resize 由 ResizeObserver 处理；antd 浮层容器改为全屏元素。
""", P, "directive", "candidate",
assets=["v-fullscreen", "screenfull"], applies_to={"react": "^18.0.0"},
conditions="大屏全屏。", source="wiki: 风控看板/草稿/全屏", updated_at="2024-06-02"),
E("exp-mjr-045", "用 iframe 把老 Vue 大屏整页嵌进 React 看板过渡（已废弃）",
"""
【问题】为了赶进度，曾经把 `BigScreen.vue` 整页用 iframe 嵌进 React 看板。
【注意】iframe 内外筛选条件、登录态、全屏都要 postMessage 同步，水印被绕过，安全组不同意，本条废弃，不再提供替代的过渡方案。
""", P, "other", "deprecated",
assets=["BigScreen.vue", "iframe"], source="wiki 历史版本", updated_at="2023-10-16"),
]

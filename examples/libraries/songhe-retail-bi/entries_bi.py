"""songhe-bi (HQ dashboards): Vue 3.3 + Element Plus 2.4 + Pinia 2.1 + vue-router 4
+ ECharts 5 + axios  ->  React 18 + antd 5 + zustand 4 + TanStack Query 5
+ react-router-dom 6 + echarts-for-react.  Entries 0001-0083 and 0125-0127."""

from data_common import (E, BI, EP, ANTD5, RQ5, RQ45, merge)

V, C, RR, D = "verified", "candidate", "review_required", "deprecated"

ENTRIES = [
# ---------------------------------------------------------------- components
E(1, "ElTable span-method 合并单元格 → antd columns[].onCell 返回 rowSpan", """
- ElTable 的 `span-method({ row, column, rowIndex, columnIndex })` 返回 `[rowspan, colspan]`；antd 没有表级 span 回调，改成在列定义上 `onCell: (record, index) => ({ rowSpan })`。
- 先对 dataSource 预计算：按 `storeCode` 分组，组内第一行 `rowSpan = 组长度`，其余行 `rowSpan = 0`（=0 即不渲染该 cell）。别在 onCell 里每次现算，3000 行报表会卡。
```ts
const spans = useMemo(() => calcRowSpans(sorted, 'storeCode'), [sorted]);
{ title: '门店', dataIndex: 'storeName', onCell: (_, i) => ({ rowSpan: spans[i!] }) }
```
- colSpan 同理；表头合并用 column 自身的 `colSpan`，和 onCell 返回的 colSpan 是两回事。
- 排序后要重新计算 spans：sorter 改变顺序时 useMemo 依赖必须是排序后的数组，否则合并错位。
- 门店×品类 动销报表（SellThroughByCategory）已按此实现。
""", project=BI, asset_type="component", status=V, assets=["ElTable"],
  applies_to=merge(EP, ANTD5),
  conditions="前端一次性拿到整组数据（同一门店的行都在当前 dataSource 内），且已按分组字段排序",
  counter_conditions="后端分页且同一门店的行可能跨页时不适用：rowSpan 只在当前页 dataSource 内计算，跨页合并需要后端返回分组小计或改成分组行",
  source="MR !218 songhe-bi: SellThroughByCategory 报表迁移", updated_at="2025-10-14"),

E(2, "ElTable show-summary / summary-method → antd Table summary + Table.Summary fixed", """
- `show-summary` + `summary-method({ columns, data })` 返回字符串数组；antd 用 `summary={(pageData) => <Table.Summary fixed>…</Table.Summary>}`，里面放 `Table.Summary.Row` / `Table.Summary.Cell index={i}`。
- `fixed` 让合计行在 `scroll.y` 时吸底（对应 ElTable 合计行固定在底部），也可 `fixed="top"`。
- summary 回调拿到的是**当前页** pageData；损耗金额、销售额合计用后端 `totals` 字段，不要在前端 reduce 当前页。
- Cell 的 `index` 必须和列顺序对齐；有 rowSelection 时第 0 列是勾选列，index 要 +1。
- 金额格式化复用 `formatAmount`，和列 render 保持一致。
""", project=BI, asset_type="component", status=V, assets=["ElTable"],
  applies_to=merge(EP, ANTD5), conditions="合计值来自后端 totals 或当前 dataSource 即全量数据",
  source="MR !224 songhe-bi", updated_at="2025-10-16"),

E(3, "ElTableV2（虚拟化表格）→ antd Table virtual（antd ≥ 5.9）", """
- ElTableV2 (`columns` with `key/dataKey/width`, wrapped in `ElAutoResizer`) → antd `<Table virtual scroll={{ x: 2400, y: 560 }} pagination={false} />`.
- `virtual` 是 antd 5.9.0 加的。要求：`scroll.y` 必须是 number（不能 '100%'），每一列都要有数值 `width`，否则滚动时列错位、跳动。
- ElAutoResizer 的高度 → 用 `useTableHeight`（ResizeObserver）量容器，把 number 传给 scroll.y。
- `cellRenderer({ rowData })` → column `render(value, record)`；`headerCellRenderer` → `title`。
- ElTableV2 列 `fixed: 'left'` → column `fixed: 'left'`，virtual 模式下可用。
- 用于 门店日销明细（约 2 万行，前端一次性加载）。render 要轻，columns 用 useMemo 固定。
""", project=BI, asset_type="component", status=V, assets=["ElTableV2", "ElAutoResizer"],
  applies_to=merge(EP, {"antd": ">=5.9 <6"}),
  conditions="antd ≥ 5.9；所有列都给定数值 width；容器高度可测量",
  counter_conditions="有列需要自适应剩余宽度（不给 number width），或容器只能用百分比/flex 撑高时不要套用：virtual 模式下列宽和滚动会错位",
  source="MR !305 songhe-bi", updated_at="2025-11-20"),

E(4, "release/2025.12（antd 5.6）上 ElTableV2 的替代：react-window + Table components.body", """
- release 分支 antd 5.6.x 没有 Table `virtual`（5.9 才有），不能直接套 main 的方案。
- 临时方案：`components={{ body: renderVirtualList }}`，里面用 react-window `VariableSizeGrid`，参照 antd 4 文档的虚拟列表示例。
- 已知问题：`rowSelection`、`expandable`、`summary` 都不工作；fixed 列要自己处理；表头宽度靠 `columns[].width` 与 grid `columnWidth` 对齐。
- 只在 门店日销明细 用了，待 release 分支升级 antd ≥ 5.9 后删除，改回 exp-songhe-0003。
""", project=BI, asset_type="component", status=RR, assets=["ElTableV2"],
  branches=["release/*"], applies_to=merge(EP, {"antd": ">=5 <5.9"}),
  conditions="release 分支 antd < 5.9，只读明细表（无勾选/展开/合计）",
  counter_conditions="需要 rowSelection / expandable / summary 时不可用",
  source="MR !331 (cherry-pick to release/2025.12)", updated_at="2025-12-08"),

E(5, "ElTable sortable=\"custom\" + @sort-change → antd Table onChange sorter (server-side sort)", """
- ElTable: `sortable="custom"` on the column, `@sort-change="({ prop, order }) => ..."`, order is 'ascending' | 'descending' | null.
- antd: column `sorter: true` (server sort, no compare function) + Table `onChange(pagination, filters, sorter)`; `sorter.order` is 'ascend' | 'descend' | undefined, `sorter.field` is the dataIndex (an array for nested dataIndex).
- Mapping: `const order = sorter.order === 'ascend' ? 'asc' : sorter.order === 'descend' ? 'desc' : undefined`, then put it into the query key so react-query refetches.
- Controlled sort: keep `sortOrder` per column in state, otherwise the arrow resets whenever columns are recreated. `default-sort` maps to `defaultSortOrder`, which only works uncontrolled.
- `sort-orders` (cycle order) → `sortDirections={['descend', 'ascend']}`; 销售额 columns start with descend.
- With several sorters `sorter` is an array; reports only allow a single sort.
""", project=BI, asset_type="component", status=V, assets=["ElTable"],
  applies_to=ANTD5, source="MR !231 songhe-bi", updated_at="2025-10-20"),

E(6, "损耗报表品类树表：ElTable lazy + tree-props + load → antd expandable 受控展开（完整记录）", """
## 背景
损耗报表 ShrinkageReport 按 大类 → 中类 → 小类 → SKU 四级展示损耗金额、损耗率。Vue 版用 ElTable `row-key="categoryCode"`、`lazy`、`:load="loadChildren"`、`:tree-props="{ children: 'children', hasChildren: 'hasChildren' }"`。antd Table 没有 lazy / load，需要自己拼。

## 1. 数据结构
- 后端 `/shrinkage/tree?parent=` 返回的节点带 `hasChildren`。
- hasChildren=true 的节点先放 `children: []` 占位：antd 判断的是 children 字段是否存在（空数组也会显示展开图标）。
- hasChildren=false 的叶子节点必须删掉 children 字段，否则叶子也出现展开箭头，点了没反应，测试提过 bug。

## 2. 加载子节点
- `expandable={{ expandedRowKeys, onExpand }}`；onExpand(expanded, record) 里若 `expanded && record.children?.length === 0`，调用 `queryClient.fetchQuery({ queryKey: shrinkageKeys.children(filters, record.categoryCode), queryFn })`，再不可变地把 children 写回树（`updateNode(tree, key, children)`）。
- 行级加载态：antd 没有每行 loading，用 `expandIcon` 自定义，loadingKeys 里有该 key 时渲染 `<LoadingOutlined />`。
- 不要用 `expandedRowRender`：那是展开行（子表格），不是树。

## 3. 树数据放哪
- 根节点走 useQuery；子节点是页面局部 state（useState<Tree>），根数据变化时重建整棵树。
- 不放 zustand：只有这个页面用。

## 4. 刷新后展开状态保留（坑）
- Vue 版 ElTable lazy 刷新时内部 lazyTreeNodeMap 会记住已加载节点，刷新后仍是展开的。antd 是受控 expandedRowKeys，但刷新根数据后 children 被重置为 []，已展开的行变成"展开但没有子行"，看起来像全部收起。
- 做法：点"刷新"时保存当前 `expandedRowKeys`，根数据回来后按层级顺序（`sortByDepth(expandedRowKeys)`）依次 `fetchQuery` 子节点并回填；回填完成前保留旧树（根查询 `placeholderData: keepPreviousData`），避免闪一下收起。
- 展开 key 用 `categoryCode`，不要用 index 或后端每次生成的 uuid，否则刷新后 key 对不上。
- 筛选条件（日期/门店）变化时是"新报表"，清空 expandedRowKeys；只有"刷新"按钮和 30 分钟自动刷新才保留展开状态。

## 5. 排序与合计
- 树表只排同级：antd 本地 sorter 会递归排序 children，满足需求；服务端排序时要对每个已加载层级重新请求。
- 合计行用 Table `summary`（见 exp-songhe-0002），合计取后端 totals，不要对树 reduce（父子会重复累加）。

## 6. 性能
- 四级全展开可到 8k 行。我们在 5.12 上实测树表 + virtual 展开时滚动位置跳动，未深究，树表不开 virtual，默认只展开到中类。
- `indentSize` 保持默认，列宽给 number，首列 `fixed: 'left'`。

## 7. 导出
- "导出当前视图"要按展开状态导出：前端把 expandedRowKeys 传给导出接口，由后端按同样的层级生成 Excel，不要前端拼 xlsx（8k 行在低配办公电脑上会卡死）。
- 导出走异步任务（exp-songhe-0055），导出期间树表仍可操作。

## 8. 测试
- RTL 里点击展开图标：`await user.click(within(row).getByRole('button', { name: /展开/ }))`（zh_CN locale 下 aria-label 是"展开行"），再 `await screen.findByText('蔬菜')` 等子节点出现。
- MSW 给 `/shrinkage/tree?parent=` 按 parent 返回不同层级；刷新用例断言刷新后 expandedRowKeys 和子行都还在。
""", project=BI, asset_type="component", status=V, assets=["ElTable", "ShrinkageReport"],
  applies_to=merge(EP, ANTD5, RQ5),
  conditions="树形数据按层级懒加载，节点有稳定的 categoryCode",
  source="MR !262, MR !270 songhe-bi；Confluence 《损耗报表迁移记录》", updated_at="2025-11-05"),

E(7, "ElTable selection across pages (reserve-selection) → rowSelection.preserveSelectedRowKeys", """
- ElTable: `type="selection"` column + `:reserve-selection="true"` (needs `row-key`) + `@selection-change`.
- antd: `rowSelection={{ selectedRowKeys, onChange: (keys, rows) => ..., preserveSelectedRowKeys: true }}` + `rowKey="skuCode"`.
- With server pagination, `rows` in onChange only contains records antd has seen; keep your own `Map<key, row>` if you need row data from other pages (the bulk 补货 export needs it).
- `selectable(row)` → `getCheckboxProps: (r) => ({ disabled: r.status === 'LOCKED' })`.
- `toggleRowSelection` / `clearSelection` through a ref → just set the controlled `selectedRowKeys` state.
- The header checkbox only selects the current page, same as Element; product agreed.
""", project=BI, asset_type="component", status=V, assets=["ElTable"],
  applies_to=ANTD5, source="MR !240 songhe-bi", updated_at="2025-10-23"),

E(8, "ElTable max-height + useTableHeight composable → antd scroll.y + useTableHeight hook（ResizeObserver）", """
- Vue 版 `useTableHeight()` 监听 window resize，算 `window.innerHeight - 顶部筛选栏 - 分页`，绑到 ElTable `max-height`。
- antd 没有 max-height，用 `scroll={{ y: height }}`；y 是 body 高度，不含表头和 summary，要减去表头高度（middle 尺寸约 47px）。
- React 版 hook 改成 ResizeObserver 监听容器 ref 而不是 window：筛选栏折叠/展开时高度也要变。
```ts
const [ref, height] = useTableHeight({ offset: 56 });
<div ref={ref} className={styles.tableWrap}><Table scroll={height ? { y: height } : undefined} /></div>
```
- height 初始为 undefined 时不要传 scroll.y，否则首帧 0 高度闪烁。
""", project=BI, asset_type="component", status=V, assets=["ElTable", "useTableHeight"],
  applies_to=ANTD5, source="MR !229 songhe-bi", updated_at="2025-10-18"),

E(9, "ElForm validate()/resetFields() → antd Form form.validateFields()/resetFields()", """
- `formRef.value.validate((valid) => …)` 或 `await formRef.value.validate()` → `const values = await form.validateFields()`；失败时 reject `{ errorFields, values, outOfDate }`，必须 try/catch，别变成 unhandled rejection。
- 滚动到第一个错误：Form 上 `scrollToFirstError` 只对 submit 生效；手动 validateFields 失败后要 `form.scrollToField(errorFields[0].name)`。
- `resetFields()` 重置到 `initialValues`，不是清空，和 Element 行为一致。但 antd 的 initialValues 只在首次渲染生效，异步拿到数据后用 `form.setFieldsValue`。
- `clearValidate` → `form.setFields([{ name, errors: [] }])`。
- 目标值设定页 TargetSettingForm 已按此迁移。
""", project=BI, asset_type="component", status=V, assets=["ElForm", "TargetSettingForm"],
  applies_to=merge(EP, ANTD5), source="MR !247 songhe-bi", updated_at="2025-10-27"),

E(10, "ElForm rules trigger: 'blur' → Form.Item validateTrigger=\"onBlur\"", """
- Element rules `{ required: true, message: '请输入', trigger: 'blur' }` 的 trigger 在 antd 里放到 Form.Item 上：`<Form.Item validateTrigger="onBlur" rules={[{ required: true }]}>`（rule 上的 `validateTrigger` 必须是 Form.Item validateTrigger 的子集）。
- antd 默认 onChange 校验，typing 时就报错，业务反馈太吵：门店编码、目标值这类输入统一 onBlur。
- 自定义 validator：Element `validator(rule, value, callback)` → antd `validator: (_, value) => value > 0 ? Promise.resolve() : Promise.reject(new Error('目标值需大于 0'))`，不要再用 callback 风格。
- 联动校验（结束日期 ≥ 开始日期）用 `dependencies={['startDate']}`。
""", project=BI, asset_type="component", status=V, assets=["ElForm"],
  applies_to=ANTD5, source="MR !247 songhe-bi", updated_at="2025-10-27"),

E(11, "ElSelect remote + remote-method → antd Select showSearch + filterOption={false} + onSearch", """
- Element: `<el-select filterable remote :remote-method="searchSku" :loading="loading">`.
- antd: `<Select showSearch filterOption={false} onSearch={setKeyword} notFoundContent={isFetching ? <Spin size="small" /> : null} options={options} />`.
- Debounce the keyword (300ms, `useDebouncedValue`) and feed it into `useQuery({ queryKey: ['sku-search', kw], queryFn, enabled: kw.length >= 2 })`: no manual loading flags, and a stale response can no longer overwrite a newer one (the old Vue code had that race).
- Keep the selected option's label: when the value's option is not in the current search results antd shows the raw value; use `labelInValue` or merge the selected option into `options`.
- Plain `filterable` (local filtering) → `showSearch optionFilterProp="label"`.
""", project=BI, asset_type="component", status=V, assets=["ElSelect"],
  applies_to=merge(ANTD5, RQ45), source="MR !236 songhe-bi", updated_at="2025-10-21"),

E(12, "ElSelectV2（虚拟化下拉）→ antd Select：默认已虚拟滚动，不用另装库", """
- ElSelectV2 是 Element Plus 的虚拟列表版 Select（`:options` + `:props="{ label, value }"`）。antd Select 基于 rc-virtual-list，`virtual` 默认 true，3000 个门店选项直接传 `options` 即可。
- `props` 映射 → `fieldNames={{ label: 'storeName', value: 'storeCode' }}`。
- 下拉高度 `listHeight`（默认 256），行高 `listItemHeight`；自定义 `optionRender` 时行高要一致，否则滚动计算错位。
- `popupMatchSelectWidth={false}` 会关闭虚拟滚动（文档原话：false 时 virtual 失效），门店名再长也别关，改用 `popupMatchSelectWidth={360}` 给数值。
- 搜索：`showSearch optionFilterProp="storeName"`；拼音首字母搜索用自定义 `filterOption`（pinyin-pro）。
""", project=BI, asset_type="component", status=V, assets=["ElSelectV2"],
  applies_to=merge(EP, {"antd": ">=5.5 <6"}), source="MR !238 songhe-bi", updated_at="2025-10-22"),

E(13, "ElSelect multiple + collapse-tags → mode=\"multiple\" + maxTagCount=\"responsive\"", """
- `multiple collapse-tags collapse-tags-tooltip` → `mode="multiple" maxTagCount="responsive"`，溢出显示 `+N`；`maxTagPlaceholder={(omitted) => <Tooltip title={omitted.map((o) => o.label).join('、')}>+{omitted.length}</Tooltip>}` 还原 tooltip。
- `multiple-limit` → 5.13 之前没有 `maxCount`，在 onChange 里截断或给 option 设 `disabled`。
- `allow-create` → `mode="tags"`；tags 模式下 value 是任意字符串，提交前校验是否为合法品类编码。
- 品类多选筛选栏已用。
""", project=BI, asset_type="component", status=V, assets=["ElSelect"],
  applies_to=ANTD5, source="MR !239 songhe-bi", updated_at="2025-10-22"),

E(14, "ElDatePicker type=daterange + shortcuts → DatePicker.RangePicker presets（dayjs）", """
- `type="daterange"` → `<DatePicker.RangePicker />`；antd 5 全面 dayjs，value 是 `[Dayjs, Dayjs]`。
- `value-format="YYYY-MM-DD"` 没有对应：提交时 `range.map((d) => d.format('YYYY-MM-DD'))`，回显时 `dayjs(str)`。筛选 store 里只存字符串，组件层转换。
- `shortcuts: [{ text: '近7天', value: () => [...] }]` → `presets={[{ label: '近7天', value: [dayjs().subtract(6, 'day'), dayjs()] }]}`；antd 4 的 `ranges` 在 5 里已废弃。
- `disabled-date(date: Date)` → `disabledDate={(d) => d.isAfter(dayjs(), 'day')}`，参数是 Dayjs 不是 Date。
- 零售常用快捷项：昨日、本周（周一起）、上周、本月、上月、去年同期。
""", project=BI, asset_type="component", status=V, assets=["ElDatePicker"],
  applies_to=merge(EP, ANTD5), source="MR !233 songhe-bi", updated_at="2025-10-20"),

E(15, "ElDatePicker type=\"week\" 零售周 → picker=\"week\" + dayjs zh-cn locale（周一开始）", """
- `type="week" format="YYYY 第 ww 周"` → `<DatePicker picker="week" format="YYYY-wo" />`.
- Week start follows the dayjs locale: must `import 'dayjs/locale/zh-cn'; dayjs.locale('zh-cn')` AND wrap with `ConfigProvider locale={zhCN}`, otherwise 周报 weeks start on Sunday and every number shifts by one day.
- `dayjs.extend(weekOfYear)`, `weekYear`, `advancedFormat` are needed for our own `wo` / `gggg` formatting in the filter store (antd loads what it needs internally, our code doesn't get it for free).
- 跨年周 (2025-12-29 ~ 2026-01-04) belongs to week 1 of 2026 in zh-cn; backend expects the week-year, so send `d.weekYear()` + `d.week()`, not `d.year()`.
""", project=BI, asset_type="component", status=V, assets=["ElDatePicker"],
  applies_to=ANTD5, conditions="周报按自然周（周一至周日）口径",
  counter_conditions="财务口径的零售 4-4-5 财年周（财年从 2 月第一个周日开始）不适用：picker=\"week\" 无法表达财年周，需要后端周历接口",
  source="MR !251 songhe-bi", updated_at="2025-10-30"),

E(16, "ElMessageBox.confirm → App.useApp() 的 modal.confirm（antd ≥ 5.1）", """
- `await ElMessageBox.confirm('确定删除该门店目标？', '提示', { type: 'warning' })`，取消时 reject 'cancel'。antd `modal.confirm({ title, content, onOk, onCancel })` 是回调式，不返回用户选择。
- 封装 `confirmAsync`：`new Promise((resolve) => modal.confirm({ ..., onOk: () => resolve(true), onCancel: () => resolve(false) }))`，调用方 `if (!(await confirmAsync(...))) return;`，不要像 Element 那样用 reject 表示取消。
- onOk 返回 Promise 时确定按钮自动 loading：删除请求直接放 onOk（`onOk: () => deleteTarget.mutateAsync(id)`）。
- 用 `const { modal } = App.useApp()`，不要用静态 `Modal.confirm`：静态方法拿不到 ConfigProvider 的主题和 locale（按钮文案变成 OK/Cancel）。根组件要包 `<App>`。
""", project=BI, asset_type="component", status=V, assets=["ElMessageBox"],
  applies_to=merge(EP, {"antd": ">=5.1 <6"}),
  conditions="在 React 组件内调用",
  counter_conditions="在 React 组件树之外调用（axios 拦截器、zustand action、工具函数）时拿不到 useApp 的实例，见 exp-songhe-0018",
  source="MR !244 songhe-bi", updated_at="2025-10-24"),

E(17, "ElMessage → message from App.useApp(); fixes \"Static function can not consume context\" warning", """
- Symptom after the first port: console `Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.` and toasts ignore our theme tokens / dark mode on the big screen.
- Cause: `message.success()` as a static call renders outside the React tree.
- Fix: wrap the root in `<ConfigProvider theme={...}><App>...</App></ConfigProvider>`, then in components `const { message } = App.useApp(); message.success('已保存')`.
- ElMessage options: `ElMessage({ type: 'warning', message, duration: 3000 })` → `message.open({ type: 'warning', content, duration: 3 })`. duration is in **seconds** in antd, milliseconds in Element.
- `grouping: true` (merge identical messages) → pass a `key` so repeated toasts replace each other.
- Same pattern for `notification` (ElNotification).
""", project=BI, asset_type="component", status=V, assets=["ElMessage", "ElNotification"],
  applies_to=merge(EP, {"antd": ">=5.1 <6"}), source="MR !212 songhe-bi", updated_at="2025-10-10"),

E(18, "组件树外（axios 拦截器）弹 message / modal：AntdStaticHolder 持有 App.useApp() 实例", """
- 场景：`request.ts` 响应拦截器里 Vue 版直接 `ElMessage.error(msg)` / `ElMessageBox.alert('登录已过期')`。React 里拦截器不在组件树，不能调 hook，静态方法又丢主题（exp-songhe-0017）。
- 做法：
```tsx
// src/antdStatic.ts
let message: MessageInstance; let modal: ModalStaticFunctions; let notification: NotificationInstance;
export const AntdStaticHolder = () => { ({ message, modal, notification } = App.useApp()); return null; };
export { message, modal, notification };
```
  在 `<App>` 内渲染一次 `<AntdStaticHolder />`，拦截器里 `import { message, modal } from '@/antdStatic'`。
- 会话过期弹窗要去重：模块级 `let expiredShown = false`，否则并发 5 个 401 弹 5 个 modal。
- 单测里 holder 没渲染，message 为 undefined → 用 `message?.error`，或在测试 setup 里渲染 holder。
""", project=BI, asset_type="other", status=V, assets=["ElMessage", "ElMessageBox", "request"],
  applies_to={"antd": ">=5.1 <6"}, source="MR !249 songhe-bi", updated_at="2025-10-28"),

E(19, "v-loading 指令 / ElLoading.service 全屏 → Spin 与 <Spin fullscreen />（antd ≥ 5.11）", """
- `v-loading="loading"` → `<Spin spinning={isFetching}>{children}</Spin>`；`element-loading-text` → `tip`（tip 只在有嵌套子元素或 fullscreen 时显示）。
- `ElLoading.service({ fullscreen: true, text: '报表生成中…' })` 返回实例再 `.close()` → 声明式 `<Spin fullscreen spinning={exporting} tip="报表生成中…" />`，`fullscreen` 是 5.11.0 新增。
- 不要用全局 loading 计数器去套所有请求（Vue 版 axios 拦截器里 count++ 的写法）：react-query 的 `useIsFetching()` 直接给出全局请求数，只有导出等阻塞操作才全屏。
- `v-loading.lock` 锁滚动：fullscreen Spin 自带遮罩，不用额外处理。
""", project=BI, asset_type="directive", status=V, assets=["v-loading", "ElLoading"],
  applies_to=merge(EP, {"antd": ">=5.11 <6"}), source="MR !275 songhe-bi", updated_at="2025-11-08"),

E(20, "release/2025.12（antd 5.6）全屏 loading：固定定位遮罩 + Spin", """
- release 分支 antd 5.6.x 没有 `Spin fullscreen`（5.11 才加）。
- 用 `FullscreenLoading` 组件：`createPortal(<div className={styles.mask}><Spin size="large" tip={tip}><div style={{ height: 80 }} /></Spin></div>, document.body)`；mask 为 `position: fixed; inset: 0; z-index: 2000; background: rgba(255,255,255,.6)`。
- tip 需要有嵌套子元素才显示，所以里面放了一个占位 div。
- 升级到 ≥ 5.11 后换成 exp-songhe-0019 的写法。
""", project=BI, asset_type="directive", status=V, assets=["ElLoading", "v-loading"],
  branches=["release/2025.12"], applies_to={"antd": ">=5 <5.11"},
  source="MR !333 (release/2025.12)", updated_at="2025-12-09"),

E(21, "ElDialog → Modal：open / destroyOnClose / 表单每次打开重置", """
- `v-model="visible"` → `open` + `onCancel`；antd 5 用 `open`，`visible` 已废弃（控制台 "Warning: [antd: Modal] `visible` is deprecated. Please use `open` instead."）。
- `destroy-on-close` → `destroyOnClose`；但 `Form.useForm()` 的实例在父组件里存活，字段值还在 → Form 再加 `preserve={false}`，或在 `afterOpenChange(open)` 里 `form.resetFields()`。
- `before-close(done)` → 受控 open，在 `onCancel` 里自己判断是否关闭。
- `append-to-body` → 默认就挂 body；需要挂到大屏容器时 `getContainer={() => document.getElementById('screen-root')!}`。
- `width="50%"` 可直接用；`top` → `style={{ top: 40 }}` 或 `centered`。
- footer 插槽 → `footer` prop；`footer={null}` 去掉默认按钮。
""", project=BI, asset_type="component", status=V, assets=["ElDialog"],
  applies_to=merge(EP, {"antd": ">=5.4 <6"}), source="MR !245 songhe-bi", updated_at="2025-10-25"),

E(22, "ElDrawer 多层嵌套 / size / footer → antd Drawer（待验证检查项）", """
检查项（candidate，未在全部页面验证）：
- [ ] 嵌套 ElDrawer（内层 `append-to-body`）→ antd 外层 Drawer 默认 `push={{ distance: 180 }}`，内层打开时外层被推开；业务不想推开时设 `push={false}`。
- [ ] `size="40%"` → 左右方向用 `width="40%"`、上下用 `height`；antd 的 `size` 只有 'default' | 'large' 两档，不是百分比。
- [ ] `with-header=false` → `title={null} closable={false}`。
- [ ] footer 按钮区 → `footer` prop 或右上角 `extra`。
- [ ] 关闭前确认 `before-close` → 受控 `open` + `onClose` 里判断。
- [ ] 抽屉里放 ECharts 时首次打开宽度为 0，要在 `afterOpenChange(true)` 后 resize。
""", project=BI, asset_type="component", status=C, assets=["ElDrawer"],
  applies_to=ANTD5, source="MR !281 songhe-bi（部分页面）", updated_at="2025-11-12"),

E(23, "ElTabs 里放 ECharts：Tabs items + 切换时 resize；\"Can't get DOM width or height\"", """
- `<el-tabs v-model="active"><el-tab-pane lazy>` → `<Tabs activeKey={active} onChange={setActive} items={[{ key, label, children }]} />`（items 写法，TabPane 子元素写法已废弃）。
- Element 的 `lazy` 对应 antd 默认行为：没激活过的 pane 不渲染；`destroyInactiveTabPane` 是切走即销毁，别混淆。
- 问题：pane 以 `display:none` 渲染时 ECharts 报 `[ECharts] Can't get DOM width or height. Please check dom.clientWidth and dom.clientHeight. They should not be 0.`，图表宽度为 0。
- 处理：图表组件在 `activeKey === key` 时才 mount；或者 onChange 后 `requestAnimationFrame(() => chartRef.current?.getEchartsInstance().resize())`。
- 门店对比页 StoreCompare 的 4 个 tab 已改成按需 mount。
""", project=BI, asset_type="component", status=V, assets=["ElTabs", "StoreCompare"],
  applies_to=merge(ANTD5, {"echarts": "^5"}), source="MR !258 songhe-bi", updated_at="2025-11-02"),

E(24, "ElCascader（区域→城市→门店）emitPath:false / checkStrictly → antd Cascader 取路径末项 + changeOnSelect", """
- Element `:props="{ emitPath: false, checkStrictly: true, value: 'code', label: 'name' }"`。
- antd Cascader 的 value 永远是路径数组 `['GD', 'SZ', 'S0231']`，没有 emitPath：提交时取 `value.at(-1)`；回显需要完整路径 → 本地从组织树反查 `findPath(tree, code)`。
- `checkStrictly` → `changeOnSelect`（单选时可选任意一级）。多选 `multiple` 时用 `showCheckedStrategy={Cascader.SHOW_PARENT}`，得到的是选中的父级路径，不会展开成下级门店。
- 字段名 `fieldNames={{ label: 'name', value: 'code', children: 'children' }}`。
- `lazy` + `lazyLoad(node, resolve)` → `loadData(selectedOptions)`，选项要带 `isLeaf`；门店层级固定 3 级，约 3000 门店，我们一次性拉全树，不 lazy。
- 搜索 `filterable` → `showSearch={{ filter }}`。
""", project=BI, asset_type="component", status=V, assets=["ElCascader"],
  applies_to=merge(EP, ANTD5), source="MR !253 songhe-bi", updated_at="2025-10-31"),

E(25, "ElTreeSelect 品类多选 → antd TreeSelect treeCheckable + SHOW_PARENT", """
- Element Plus `el-tree-select` `multiple show-checkbox`（check-strictly=false）→ `<TreeSelect treeCheckable showCheckedStrategy={TreeSelect.SHOW_PARENT} treeData={tree} fieldNames={{ label: 'name', value: 'code' }} />`.
- SHOW_PARENT：选满整个中类时只回传中类 code，后端 `categoryCodes` 支持父级 code 展开，payload 小很多；SHOW_CHILD 会把 400 多个小类全部传上去。
- `render-after-expand` 不用管，antd 按需渲染。
- 搜索：`showSearch treeNodeFilterProp="name"`。
- `maxTagCount="responsive"` 同 Select。
""", project=BI, asset_type="component", status=V, assets=["ElTreeSelect"],
  applies_to=ANTD5, source="MR !254 songhe-bi", updated_at="2025-10-31"),

E(26, "ElTree filter-node-method 搜索 → antd Tree 无内置过滤：过滤 treeData + expandedKeys（待复核）", """
- Element `treeRef.filter(keyword)` + `:filter-node-method` 会隐藏不匹配节点。antd Tree 没有 filter API，官方示例是"搜索高亮 + 自动展开"，不隐藏节点。
- 当前实现：`useMemo` 里过滤 treeData（保留命中节点及其祖先）得到新 treeData；同时 `expandedKeys = 命中节点的祖先`，`autoExpandParent`。
- 未复核的问题：过滤后被隐藏节点仍在 `checkedKeys` 里（提交时是否保留？产品未定）；品类树约 2 万节点，每次输入都重建，需 debounce，或开 Tree 虚拟滚动（要给 `height`）。
- 复核人 @zhou.l，复核前仅作参考。
""", project=BI, asset_type="component", status=RR, assets=["ElTree"],
  branches=["feat/*"], applies_to=ANTD5, source="MR !283 songhe-bi（未合入 main）", updated_at="2025-11-14"),

E(27, "ElUpload http-request / before-upload → antd Upload customRequest / beforeUpload (OSS direct upload)", """
- `:http-request="ossUpload"` → `customRequest={({ file, onProgress, onSuccess, onError }) => ...}`; call `onProgress({ percent })` yourself, otherwise the progress bar stays at 0.
- `before-upload` returning false blocks the file in Element; in antd `return false` only stops the *upload* and still adds the file to the list. To reject the file entirely return `Upload.LIST_IGNORE`.
- Size/type check for 陈列 audit photos (≤ 5MB, jpg/png): in beforeUpload, `message.error(...)` then `return Upload.LIST_IGNORE`.
- `file-list` + `on-change` → controlled `fileList` + `onChange({ fileList })`; keep each file's `uid`, never rebuild the objects or the list flickers.
- `list-type="picture-card"` → `listType="picture-card"`; preview with `onPreview` + `<Image preview={{ visible, onVisibleChange }} />`.
""", project=BI, asset_type="component", status=V, assets=["ElUpload"],
  applies_to=ANTD5, source="MR !266 songhe-bi", updated_at="2025-11-04"),

E(28, "ElPagination layout / page-sizes → antd Table pagination 配置", """
- 报表分页都在 Table 上：`pagination={{ current, pageSize, total, showSizeChanger: true, showQuickJumper: true, showTotal: (t) => `共 ${t} 条`, pageSizeOptions: [20, 50, 100] }}`。
- Element `layout="total, sizes, prev, pager, next, jumper"` 逐项对应：total → showTotal，sizes → showSizeChanger，jumper → showQuickJumper。
- `@size-change` + `@current-change` 两个事件 → 一个 `onChange(page, pageSize)`；pageSize 变化时 antd 只在页码越界时修正，不会自动回到第 1 页，要自己 `setPage(1)`。
- 服务端分页时 Table 的 `onChange` 也会因为排序/筛选触发，第 4 个参数 `extra.action` 区分 'paginate' | 'sort' | 'filter'。
- 页码放 URL（useSearchParams），刷新可保留。
""", project=BI, asset_type="component", status=V, assets=["ElPagination"],
  applies_to=ANTD5, source="MR !230 songhe-bi", updated_at="2025-10-19"),

E(29, "ElInputNumber precision / 金额千分位 → antd InputNumber precision + formatter/parser + stringMode", r"""
- `:precision="2"` → `precision={2}`；`:controls="false"` → `controls={false}`；`:step` 同名。
- 千分位显示：`formatter={(v) => `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}` + `parser={(v) => v!.replace(/,/g, '')}`，两者必须成对，否则输入时光标乱跳。
- 客单价、毛利率这类小数计算有精度问题：开 `stringMode`，value 变成 string，提交前 `new Decimal(value)`。
- Element `@change` 在 blur / 点步进后触发，antd `onChange` 每次输入都触发；只关心最终值时用 `onBlur` 或交给 Form 收集。
- 空值：Element 清空是 undefined，antd 是 null，后端 DTO 校验要兼容 null。
""", project=BI, asset_type="component", status=V, assets=["ElInputNumber"],
  applies_to=ANTD5, source="MR !248 songhe-bi", updated_at="2025-10-27"),

E(30, "ElConfigProvider locale → antd ConfigProvider locale zhCN + dayjs locale", """
- `<el-config-provider :locale="zhCn">` → `<ConfigProvider locale={zhCN}>` with `import zhCN from 'antd/locale/zh_CN'` (antd 5 path; the antd 4 `locale-provider` entry is gone).
- The antd locale does NOT switch dayjs: DatePicker month/week names stay English until you also `import 'dayjs/locale/zh-cn'; dayjs.locale('zh-cn')`.
- HQ English mode (overseas board members): switch `enUS` + `dayjs.locale('en')` together in one `setLocale()` action of the i18n store.
- Global `size="small"` → `componentSize="small"`; base `z-index` → `theme.token.zIndexPopupBase`.
- Space between two Chinese characters in buttons ("确 定") → `autoInsertSpaceInButton={false}`.
""", project=BI, asset_type="i18n", status=V, assets=["ElConfigProvider"],
  applies_to=merge(EP, ANTD5), source="MR !205 songhe-bi", updated_at="2025-10-08"),

E(31, "Element Plus CSS 变量 --el-color-primary 覆盖 → antd theme token；cssVar 模式（antd ≥ 5.12）", """
- Vue 版在 `:root { --el-color-primary: #e60012; --el-border-radius-base: 2px; }` 覆盖主题（松禾红）。
- antd：`<ConfigProvider theme={{ token: { colorPrimary: '#e60012', borderRadius: 2 }, components: { Table: { headerBg: '#fafafa' } } }}>`。
- 自定义 CSS 里要引用主题色：antd ≥ 5.12 开 `theme={{ cssVar: true, hashed: false }}`，CSS 里写 `var(--ant-color-primary)`；5.12 之前只能在 JS 里 `theme.useToken()` 取。
- 大屏暗色：`algorithm: theme.darkAlgorithm`，嵌套 ConfigProvider 局部生效。
- antd 5 已无 less 变量，只保留 `antd/dist/reset.css`，不要再找 `@primary-color`。
""", project=BI, asset_type="style", status=V, assets=["--el-color-primary"],
  applies_to=merge(EP, {"antd": ">=5.12 <6"}), source="MR !290 songhe-bi", updated_at="2025-11-18"),

E(32, "大屏 kiosk 老 Chromium（< 88）antd 样式全丢 → StyleProvider hashPriority=\"high\" + legacyLogicalPropertiesTransformer", """
- 现象：会议室 / 门店大屏 kiosk 是 Chrome 79 内核，antd 5 组件样式几乎全部失效。原因：antd 5 CSS-in-JS 默认用 `:where(.css-xxx)` 降低优先级，Chrome < 88 不支持 `:where`，整条规则被丢弃。
- 修复：
```tsx
import { StyleProvider, legacyLogicalPropertiesTransformer } from '@ant-design/cssinjs';
<StyleProvider hashPriority="high" transformers={[legacyLogicalPropertiesTransformer]}>...</StyleProvider>
```
  `legacyLogicalPropertiesTransformer` 把 `margin-inline-start`、`inset` 等逻辑属性转成 left/right/top，老内核不认识逻辑属性。
- 只在 `/screen/*` 大屏路由的 ScreenLayout 外层包，不要全局包。
""", project=BI, asset_type="style", status=V, assets=["ScreenLayout"],
  applies_to=ANTD5, conditions="运行环境包含 Chrome < 88 的 kiosk / 大屏终端",
  counter_conditions="普通办公浏览器（Chrome ≥ 88）不要加：hashPriority=\"high\" 提高了 antd 选择器优先级，我们自己的 CSS Module 覆盖会失效",
  source="MR !302 songhe-bi；大屏验收问题单 BI-1187", updated_at="2025-11-24"),

E(33, "scoped 样式 :deep(.el-table__cell) 覆盖 → CSS Modules :global(.ant-table-cell) 或组件 token", """
- Vue SFC `<style scoped>` + `:deep(.el-table__cell) { padding: 4px 0 }` → CSS Modules：`.reportTable :global(.ant-table-cell) { padding: 4px 8px; }`。
- 能用 token 的优先用 token：紧凑表格 `components: { Table: { cellPaddingBlock: 4, cellPaddingInline: 8 } }`，比覆盖类名稳，升级不容易断。
- antd 默认样式在 `:where` 里优先级很低，覆盖时不要写得比需要更重，也不要复制 Element 时代的 `element-overrides.scss` 全局 `!important`，逐页面迁移。
""", project=BI, asset_type="style", status=V, assets=["element-overrides.scss"],
  applies_to=ANTD5, source="MR !291 songhe-bi", updated_at="2025-11-18"),

E(34, "筛选栏 Select / DatePicker 无边框：variant=\"borderless\"（antd ≥ 5.13）", """
- 顶部全局筛选栏 FilterBar 设计稿是无边框样式。antd 5.13 起 Select / Input / DatePicker 统一用 `variant="outlined" | "filled" | "borderless"`，`bordered={false}` 进入 deprecated。
- `<Select variant="borderless" />`、`<DatePicker.RangePicker variant="borderless" />`；hover 态更明显的版本用 `variant="filled"`，设计已确认。
- 升级到 ≥ 5.13 后 `bordered={false}` 会报 deprecated 警告，统一替换。
""", project=BI, asset_type="component", status=V, assets=["FilterBar"],
  applies_to={"antd": ">=5.13 <6"}, source="设计评审 2026-01 + spike MR !356", updated_at="2026-01-15"),

E(35, "筛选栏无边框（antd < 5.13）：bordered={false}", """
- main / feat 分支当前 antd 5.12.x，没有 `variant`，用 `bordered={false}`：`<Select bordered={false} />`、`<DatePicker.RangePicker bordered={false} />`。
- 无边框后 hover 没反馈，FilterBar 容器加 `:global(.ant-select-selector):hover { background: var(--ant-color-fill-tertiary) }`（需要 cssVar，见 exp-songhe-0031；release 分支没有 cssVar 就写死色值）。
- 升级到 ≥ 5.13 后改为 exp-songhe-0034。
""", project=BI, asset_type="component", status=V, assets=["FilterBar"],
  applies_to={"antd": ">=5 <5.13"}, source="MR !288 songhe-bi", updated_at="2025-11-17"),

E(36, "ElTooltip / ElPopover → Tooltip / Popover (open, onOpenChange, disabled buttons)", """
- `v-model:visible` → controlled `open` + `onOpenChange` (antd 5; `visible` is deprecated).
- `trigger="click"` keeps its name; `placement="top-start"` → `placement="topLeft"`; `:show-after="300"` → `mouseEnterDelay={0.3}` (seconds).
- A tooltip on a disabled `<Button disabled>` gets no mouse events; wrap it in `<span style={{ display: 'inline-block', cursor: 'not-allowed' }}>`.
- `raw-content` (HTML string) → pass a ReactNode; never `dangerouslySetInnerHTML` backend text.
- Custom child components must forward the ref and spread `onMouseEnter/onMouseLeave/onClick`, otherwise the tooltip never shows (Element did not need this).
""", project=BI, asset_type="component", status=V, assets=["ElTooltip", "ElPopover"],
  applies_to=ANTD5, source="MR !257 songhe-bi", updated_at="2025-11-01"),

E(37, "ElDescriptions → Descriptions items（antd ≥ 5.8）", """
- 门店档案详情 `<el-descriptions :column="3" border><el-descriptions-item label="经营面积">` → `<Descriptions column={3} bordered items={[{ key: 'area', label: '经营面积', children: `${area} ㎡` }]} />`。
- `items` 是 5.8.0 加的；release 分支（5.6）只能写 `<Descriptions.Item label>` 子元素。
- `span` 同名；`label-width` 没有直接对应 → `labelStyle={{ width: 120 }}`。
- 响应式列数：`column={{ xs: 1, sm: 2, lg: 3 }}`。
""", project=BI, asset_type="component", status=V, assets=["ElDescriptions"],
  applies_to=merge(EP, {"antd": ">=5.8 <6"}), source="MR !263 songhe-bi", updated_at="2025-11-04"),

# ------------------------------------------------------------ stores (Pinia)
E(38, "Pinia defineStore（options 写法）→ zustand create：state + actions 放 store，getters 变 selector", """
- `useFilterStore`（全局筛选：日期区间、门店、品类、指标口径）从 Pinia 迁到 zustand：
```ts
export const useFilterStore = create<FilterState>()((set) => ({
  dateRange: defaultRange(), storeCodes: [], categoryCodes: [], metric: 'sales',
  setDateRange: (r) => set({ dateRange: r }),
}));
export const selectIsSingleStore = (s: FilterState) => s.storeCodes.length === 1;
```
- getters 不存进 state：写成独立 selector 函数，组件里 `useFilterStore(selectIsSingleStore)`；返回新数组/对象的 selector 要配合 useShallow（exp-songhe-0039）。
- actions 里 `this.xxx = ...` → `set({ xxx })` / `set((s) => ({ ... }))`；读当前值用 `get()`。
- Pinia `$patch` → `set(partial)`；zustand set 只浅合并顶层字段，嵌套对象要自己展开。
- 一个 Pinia store 对应一个 zustand store，不要合成一个大 store。
""", project=BI, asset_type="store", status=V, assets=["useFilterStore"],
  applies_to={"pinia": "^2.1", "zustand": "^4"}, source="MR !210 songhe-bi", updated_at="2025-10-09"),

E(39, "storeToRefs 解构 → zustand useShallow 选择多个字段（zustand ≥ 4.4）", """
- Vue: `const { dateRange, storeCodes } = storeToRefs(useFilterStore())`.
- React: 直接 `const { dateRange, storeCodes } = useFilterStore()` 会订阅整个 store，任何字段变化都 re-render（大屏 20 多个图表全部重绘）。
- 用 `useShallow`（zustand 4.4.0 新增，`import { useShallow } from 'zustand/react/shallow'`）：
```ts
const { dateRange, storeCodes } = useFilterStore(useShallow((s) => ({ dateRange: s.dateRange, storeCodes: s.storeCodes })));
```
- 只取一个字段就直接 `useFilterStore((s) => s.dateRange)`，不需要 shallow。
- selector 里 `.filter()` / `.map()` 生成新数组时也包 useShallow，否则每次 store 变化都是新引用。
""", project=BI, asset_type="store", status=V, assets=["storeToRefs", "useFilterStore"],
  applies_to={"pinia": "^2.1", "zustand": ">=4.4 <5"}, source="MR !214 songhe-bi", updated_at="2025-10-11"),

E(40, "release/2025.12（zustand 4.3）多字段订阅：shallow 作为 equalityFn", """
- release 分支 zustand 4.3.x 没有 `useShallow`。写法：
```ts
import { shallow } from 'zustand/shallow';
const { dateRange, storeCodes } = useFilterStore((s) => ({ dateRange: s.dateRange, storeCodes: s.storeCodes }), shallow);
```
- 第二参数 equalityFn 在 4.4+ 已 deprecated（提示改用 `createWithEqualityFn`（zustand/traditional）或 useShallow），所以**不要**在 main 上照抄。
- 把 main 的组件 cherry-pick 到 release 时，`useShallow` 要改回这种写法，否则构建报找不到 `zustand/react/shallow`。
""", project=BI, asset_type="store", status=V, assets=["storeToRefs", "useFilterStore"],
  branches=["release/2025.12"], applies_to={"zustand": ">=4.0 <4.4"},
  source="MR !334 (release/2025.12)", updated_at="2025-12-10"),

E(41, "Pinia $reset() → zustand initialState + reset action", """
- Options-style Pinia stores get `$reset()` for free; setup stores don't (`useReportDraftStore` had a hand-written one).
- zustand has no reset. Pattern:
```ts
const getInitialState = (): DraftState => ({ targets: {}, dirty: false });
export const useReportDraftStore = create<DraftState & Actions>()((set) => ({
  ...getInitialState(),
  reset: () => set(getInitialState()),
}));
```
- `set(initial)` merges, which is fine as long as the initial state covers every data field. `set(initial, true)` (replace) also wipes the action functions unless you re-add them.
- Logout must reset every store: keep a `resetters` Set, each store registers its reset on creation, `resetAllStores()` on logout.
- Build the initial state with a function so no mutable object (`targets: {}`) is shared between resets.
""", project=BI, asset_type="store", status=V, assets=["useReportDraftStore", "useFilterStore"],
  applies_to={"pinia": "^2.1", "zustand": "^4"}, source="MR !216 songhe-bi", updated_at="2025-10-12"),

E(42, "pinia-plugin-persistedstate → zustand persist 中间件（sessionStorage、partialize、version/migrate）", """
- Vue 版：`persist: { storage: sessionStorage, paths: ['dateRange', 'storeCodes'] }`。
- zustand：
```ts
create<FilterState>()(persist((set) => ({ ... }), {
  name: 'songhe-bi-filter',
  storage: createJSONStorage(() => sessionStorage),
  partialize: (s) => ({ dateRange: s.dateRange, storeCodes: s.storeCodes }),
  version: 2,
  migrate: (persisted, v) => (v < 2 ? { ...persisted, metric: 'sales' } : persisted),
}))
```
- `paths` → `partialize`；字段结构改了就升 `version` 并写 `migrate`，否则老用户 sessionStorage 里的旧结构直接覆盖新默认值。
- dateRange 存 'YYYY-MM-DD' 字符串，不要存 Dayjs 对象（JSON 回来就变字符串了）。
- sessionStorage 水合是同步的，不需要 `onRehydrateStorage` 等待。
""", project=BI, asset_type="store", status=V, assets=["useFilterStore", "pinia-plugin-persistedstate"],
  applies_to={"pinia": "^2.1", "zustand": ">=4.3 <5"},
  conditions="持久化的是筛选条件、界面偏好等非敏感客户端状态",
  counter_conditions="含 token / 用户凭证的 store（useAuthStore）不要 persist 到 localStorage 或 sessionStorage：安全规范要求凭证不落浏览器存储",
  source="MR !220 songhe-bi", updated_at="2025-10-15"),

E(43, "在 axios 拦截器 / loader 里读 store：Pinia useAuthStore(pinia) → zustand useAuthStore.getState()", """
- Vue 版 `request.ts` 里 `const auth = useAuthStore(pinia)`（组件外必须传 pinia 实例）。
- zustand store 本身就是 vanilla store，组件外直接 `useAuthStore.getState().accessToken`；写用 `useAuthStore.setState({ ... })` 或 `getState().logout()`。
- 不要在模块顶层缓存 `const token = useAuthStore.getState().accessToken`，那是只读一次的快照；每次请求在 interceptor 内读取。
- router loader（exp-songhe-0060）里做权限判断同理用 getState()。
- 需要订阅变化（token 变了重连 WebSocket）用 `useAuthStore.subscribe((s) => s.accessToken, cb)`，要加 `subscribeWithSelector` 中间件。
""", project=BI, asset_type="store", status=V, assets=["useAuthStore"],
  applies_to={"pinia": "^2.1", "zustand": "^4"}, source="MR !221 songhe-bi", updated_at="2025-10-15"),

E(44, "Pinia actions that fetch (useSalesStore.fetchSummary) → TanStack Query; zustand only for client state", """
- `useSalesStore` held `summary`, `loading`, `error` and a `fetchSummary(filters)` action called from `onMounted` + `watch(filters)`.
- Do not port this into zustand. Server data goes to `useQuery({ queryKey: salesKeys.summary(filters), queryFn: () => api.getSummary(filters) })`; the filters come from `useFilterStore`.
- Wins: dedup when six cards ask for the same summary, a cache per filter combination, no manual loading/error flags, no race when filters change fast.
- What stays in zustand: filter selections, UI preferences, draft edits not saved yet.
- Cross-component refresh (the Vue version called `salesStore.fetchSummary()` from a button elsewhere) → `queryClient.invalidateQueries({ queryKey: salesKeys.all })`.
""", project=BI, asset_type="store", status=V, assets=["useSalesStore"],
  applies_to=merge({"pinia": "^2.1"}, RQ45), source="MR !222 songhe-bi", updated_at="2025-10-16"),

E(45, "useFilterStore.$subscribe 同步 URL query → zustand subscribe + setSearchParams（待复核）", """
- Vue 版：`filterStore.$subscribe((_, state) => router.replace({ query: toQuery(state) }))`，进入页面时从 route.query 初始化 store。
- React 当前写法：页面组件内 `useEffect(() => useFilterStore.subscribe((s) => setSearchParams(toQuery(s), { replace: true })), [])`；首次从 `useSearchParams()` 解析后 `useFilterStore.setState(parsed)`。
- 待复核：URL → store → URL 的循环（setSearchParams 触发 effect 再 setState）；多个页面同时挂 subscribe 时旧页面会覆盖 URL。
- 备选：URL 作为唯一来源（不进 zustand），`useFilters()` 直接从 searchParams 派生，交给 @chen.y 评估。
""", project=BI, asset_type="store", status=RR, assets=["useFilterStore"],
  branches=["feat/react-bi"], applies_to={"zustand": "^4", "react-router-dom": ">=6 <7"},
  source="MR !297 songhe-bi（讨论中，只在 feat/react-bi）", updated_at="2025-11-21"),

E(46, "[已废弃] useFilterStore 迁移为 React Context + useReducer", """
- 早期方案：FilterContext + useReducer，Provider 包在 Layout 上。
- 废弃原因：任意筛选变化导致整个 Context 消费树 re-render（大屏 20 多个图表）；组件外（axios 拦截器、loader）拿不到值。
- 已被 exp-songhe-0038（zustand）取代，勿再使用。
""", project=BI, asset_type="store", status=D, assets=["useFilterStore"],
  source="MR !198 songhe-bi（已回滚）", updated_at="2025-10-09"),

# ------------------------------------------------------- data fetching (TQ)
E(47, "Paginated report keeps the previous page while loading: placeholderData: keepPreviousData (TanStack Query v5)", """
- The Vue version kept the old rows visible while `loading` (ElTable + v-loading). In react-query the page is part of the key → data becomes undefined → the table flashes empty.
- v5: `useQuery({ queryKey: reportKeys.page(filters, page), queryFn, placeholderData: keepPreviousData })` with `import { keepPreviousData } from '@tanstack/react-query'`.
- `isPlaceholderData` tells you the rows belong to the previous page → disable the next-page button and show a Spin over the table.
- v4's `keepPreviousData: true` option does not exist in v5 (TS error); the release branch uses exp-songhe-0048.
""", project=BI, asset_type="other", status=V, assets=["useReportTable", "ElPagination"],
  applies_to=RQ5, source="MR !227 songhe-bi", updated_at="2025-10-17"),

E(48, "release/2025.12（react-query v4）分页保留上一页：keepPreviousData: true", """
- release 分支是 @tanstack/react-query 4.x：`useQuery({ queryKey, queryFn, keepPreviousData: true })`，判断用 `isPreviousData`。
- 不要把 main 的 `placeholderData: keepPreviousData` 写法 cherry-pick 过来：v4 没有导出 `keepPreviousData` 函数，直接编译失败。
- keepPreviousData 期间 `isLoading` 为 false，表格 Spin 用 `isFetching`。
""", project=BI, asset_type="other", status=V, assets=["useReportTable", "ElPagination"],
  branches=["release/2025.12"], applies_to={"@tanstack/react-query": ">=4 <5"},
  source="MR !335 (release/2025.12)", updated_at="2025-12-10"),

E(49, "TanStack Query v5 改名：cacheTime → gcTime，isLoading → isPending（TS2353 报错）", """
- 从 v4 代码/网上示例抄来的 `cacheTime: 10 * 60 * 1000` 在 v5 报 `TS2353: Object literal may only specify known properties, and 'cacheTime' does not exist in type ...` → 改成 `gcTime`。
- v5 的 `isLoading` = `isPending && isFetching`；首屏骨架屏用 `isPending`（还没有数据），否则 enabled=false 时骨架屏不显示。
- `status: 'loading'` → `'pending'`；`useErrorBoundary` → `throwOnError`；`remove()` 没了，用 `queryClient.removeQueries`。
- 老的 `useQuery(key, fn, opts)` 重载写法用官方 codemod `v5/remove-overloads` 批量改成对象写法。
- 报表字典类查询：`gcTime: Infinity, staleTime: Infinity`。
""", project=BI, asset_type="other", status=V, assets=["useReportTable"],
  applies_to=RQ5, source="MR !211 songhe-bi", updated_at="2025-10-10"),

E(50, "v5 useQuery 去掉 onSuccess/onError：副作用改到派生值、useEffect 或 QueryCache 全局回调", """
- Vue 版 `fetchSummary().then(() => ElMessage.success('已刷新'))`；迁移时想写 `useQuery({ ..., onSuccess })` → v5 已移除（v4 还在但 deprecated）。
- 全局错误提示放 `new QueryClient({ queryCache: new QueryCache({ onError: (err, query) => { if (query.meta?.errorMessage) message.error(query.meta.errorMessage as string); } }) })`，文案用 `meta` 配。
- 根据数据设置本地 state（比如默认选中第一家门店）：优先派生 `selected ?? data?.[0]`，实在需要再 `useEffect(() => {...}, [data])`。
- mutation 的 onSuccess / onError 仍然存在，不受影响。
""", project=BI, asset_type="other", status=V, assets=["useSalesStore"],
  applies_to=RQ5, source="MR !226 songhe-bi", updated_at="2025-10-17"),

E(51, "实时销售大屏 setInterval 轮询 → useQuery refetchInterval", """
- Vue 版 `useRealtimeSales`：`onMounted(() => timer = setInterval(fetch, 30000))` + `onUnmounted(() => clearInterval(timer))`，页面切后台也在请求。
- React：`useQuery({ queryKey: ['realtime-sales', storeScope], queryFn, refetchInterval: 30_000, refetchIntervalInBackground: false, staleTime: 25_000 })`，卸载自动停止。
- 大屏常驻页面设 `refetchIntervalInBackground: true`（kiosk 最小化/遮挡时 Chrome 会节流）。
- 数字翻牌动画要前后值：用 `usePrevious(data?.todaySales)`，不要在 queryFn 里存旧值。
- 接口报错时 refetchInterval 继续跑，错误期间保留最后一次成功的数据（data 不会被清空）。
""", project=BI, asset_type="other", status=V, assets=["useRealtimeSales"],
  applies_to=RQ45, conditions="指标只能通过 HTTP 接口拉取",
  counter_conditions="已经通过 WebSocket 推送的指标（今日销售额、实时客流）不要再配 refetchInterval 轮询：重复请求会压垮网关",
  source="MR !241 songhe-bi", updated_at="2025-10-23"),

E(52, "Query key factory + invalidation after editing store sales targets", """
- Keys are centralized: `export const salesKeys = { all: ['sales'] as const, summary: (f: Filters) => [...salesKeys.all, 'summary', f] as const, target: (storeCode: string, month: string) => [...salesKeys.all, 'target', storeCode, month] as const }`.
- The filters object goes last in the key; react-query hashes it deterministically, so property order does not matter.
- After `useMutation({ mutationFn: saveTarget })`: `onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all })`; the prefix match refreshes summary cards and target tables, replacing the old Vue `emit('target-saved')` on the event bus.
- Never put Dayjs objects in keys (not plain JSON, unstable hashing); use 'YYYY-MM-DD' strings.
""", project=BI, asset_type="other", status=V, assets=["useSalesStore", "TargetSettingForm"],
  applies_to=RQ45, source="MR !243 songhe-bi", updated_at="2025-10-24"),

E(53, "v-infinite-scroll 门店排行无限加载 → useInfiniteQuery（v5 需要 initialPageParam）+ IntersectionObserver", """
- Element Plus `v-infinite-scroll="loadMore" :infinite-scroll-disabled="noMore"` → `useInfiniteQuery`：
```ts
useInfiniteQuery({ queryKey: rankKeys.list(filters), queryFn: ({ pageParam }) => api.rank({ ...filters, page: pageParam }),
  initialPageParam: 1, getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined) })
```
- v5 必须写 `initialPageParam`（v4 是 queryFn 参数默认值 `pageParam = 1`）。
- 触底：列表末尾放一个 sentinel div + IntersectionObserver（react-intersection-observer 的 `useInView`），`inView && hasNextPage && !isFetchingNextPage` 时 `fetchNextPage()`。
- 扁平数据 `data.pages.flatMap((p) => p.items)`；筛选变化 key 变化，自动从第一页重来。
- 排行超过 500 条时配 `maxPages`（v5 新增）控制内存。
""", project=BI, asset_type="directive", status=V, assets=["v-infinite-scroll"],
  applies_to=merge(EP, RQ5), source="MR !259 songhe-bi", updated_at="2025-11-02"),

E(54, "ERR_CANCELED / CanceledError in the console after wiring axios to the TanStack Query signal", """
- Symptom: the dev console shows `AxiosError: canceled` (`code: 'ERR_CANCELED'`, name `CanceledError`) for report requests, and our global error toast fires "请求失败".
- Cause: we pass react-query's `signal` to axios (`api.get(url, { signal })`). Queries are cancelled when the key changes quickly (filter clicks) or the component unmounts; in React 18 StrictMode dev, effects mount → unmount → mount, so the first request is always aborted.
- Expected, not a bug. In the response interceptor check `if (axios.isCancel(error)) return Promise.reject(error);` *before* showing any message; react-query does not turn a cancelled fetch into an error state.
- Do not remove StrictMode to hide it. Production (no double mount) only sees real cancellations.
- The old Vue code used `CancelToken` (deprecated in axios); remove it.
""", project=BI, asset_type="other", status=V, assets=["request"],
  applies_to=merge({"axios": ">=1 <2"}, RQ45), source="MR !242 songhe-bi", updated_at="2025-10-23"),

E(55, "useExport 异步导出轮询 → useMutation 提交 + useQuery refetchInterval 轮询任务；SH-50401 超时", """
- 后端导出是异步任务：POST /export 返回 taskId，轮询 GET /export/{taskId} 直到 status=DONE 拿 fileUrl。Vue 版 useExport 用 while + sleep 循环，路由切走了还在跑。
- React：
```ts
const start = useMutation({ mutationFn: api.createExport, onSuccess: ({ taskId }) => setTaskId(taskId) });
const task = useQuery({ queryKey: ['export', taskId], queryFn: () => api.getExport(taskId!), enabled: !!taskId,
  refetchInterval: (q) => (['DONE', 'FAILED'].includes(q.state.data?.status ?? '') ? false : 2000) });
```
  v5 的 refetchInterval 回调参数是 query（v4 是 `(data, query)`）。
- 后端返回 `SH-50401`（报表生成超时，超过 5 分钟）时停止轮询，提示"数据量过大，请缩小日期范围或按门店拆分导出"，不要自动重试。
- 下载：拿到 fileUrl 后 `window.location.href = fileUrl`（签名 URL），不要用 axios blob 下载大文件。
""", project=BI, asset_type="other", status=V, assets=["useExport"],
  applies_to=RQ5, source="MR !268 songhe-bi", updated_at="2025-11-05"),

E(56, "useDict 字典缓存 composable → useQuery staleTime: Infinity + DictTag 组件", """
- Vue 版 `useDict('store_type', 'shrink_reason')` 首次请求后存 Pinia，页面多处同时调用会并发请求多次。
- React：`useDict(code)` = `useQuery({ queryKey: ['dict', code], queryFn: () => api.dict(code), staleTime: Infinity, gcTime: Infinity, select: toMap })`，天然去重。
- `select` 把数组转成 `Map<value, label>`，DictTag 里 `dict.get(value) ?? value`。
- 登录切换区域公司后 `queryClient.removeQueries({ queryKey: ['dict'] })`。
- ElSelect 里 `<el-option v-for>` 渲染字典 → `options={dictOptions}`。
""", project=BI, asset_type="other", status=V, assets=["useDict", "DictTag"],
  applies_to=RQ5, source="MR !237 songhe-bi", updated_at="2025-10-21"),

E(57, "request.ts token refresh on SH-40101: single-flight refresh queue for axios (full write-up)", """
## Context
The Vue `request.ts` of songhe-bi was installed as a plugin (`app.use(http)`) and exposed as `$http`. The access token lives 30 minutes; when it expires the backend answers HTTP 401 with body `{ code: 'SH-40101', msg: 'token expired' }`. The refresh endpoint `POST /auth/refresh` uses the httpOnly refresh cookie.

## 1. A module, not a plugin
- React: a plain module `src/api/request.ts` exporting one axios instance. No globalProperties. Components never import axios directly; they call `api.*` functions that are used as react-query `queryFn`s.

## 2. Detecting expiry
- Only `SH-40101` triggers a refresh. `SH-40102` (refresh token invalid, or kicked out by a login elsewhere) → log out immediately, no refresh attempt.
- Check the business code, not just the status: the gateway also returns 401 when the tenant header is missing.

## 3. Single-flight refresh
```ts
let refreshing: Promise<string> | null = null;
instance.interceptors.response.use(undefined, async (error) => {
  const cfg = error.config as RetriableConfig;
  if (error.response?.data?.code !== 'SH-40101' || cfg._retried) throw error;
  cfg._retried = true;
  refreshing ??= refreshToken().finally(() => { refreshing = null; });
  const token = await refreshing;
  cfg.headers.Authorization = `Bearer ${token}`;
  return instance(cfg);
});
```
- All concurrent 401s await the same promise. The dashboard fires about 15 requests on load; before this change each one triggered its own refresh, the backend rotated the refresh token 15 times, and users were logged out at random.
- `_retried` prevents an infinite loop when the retried request gets a 401 again.

## 4. When the refresh fails
- `refreshing` rejects → every queued request rejects with it. Handle it once: a module-level `let loggingOut = false`; the first failure calls `useAuthStore.getState().logout()`, shows the session-expired modal through `AntdStaticHolder` (exp-songhe-0018) and calls `router.navigate('/login?redirect=...')` on the data-router instance (not `useNavigate`, we are outside components).
- Never retry the refresh itself. react-query's default `retry: 3` would retry the *original* query three times, i.e. three more refresh attempts. Set `retry: (n, e) => !isAuthError(e) && n < 2` globally.
- Clear the query cache on logout with `queryClient.clear()` so the next person on a shared store-office PC does not see cached numbers.

## 5. Token storage
- The access token is kept in memory only (zustand `useAuthStore`, not persisted; see the counter-condition of exp-songhe-0042). On a full page reload the root loader calls refresh first, then renders.

## 6. Interplay with cancellation
- A request aborted through the react-query `signal` while it waits for the refresh: after the refresh resolves, `instance(cfg)` runs with an already-aborted signal and rejects immediately with `ERR_CANCELED`. Harmless; the interceptor ignores cancellations (exp-songhe-0054).

## 7. Tests
- MSW handlers: the first call to `/api/report` returns 401 SH-40101, `/auth/refresh` returns a new token after a 200ms delay; assert that refresh is called exactly once for five parallel requests and that all five resolve.
""", project=BI, asset_type="plugin", status=V, assets=["request", "$http", "useAuthStore"],
  applies_to={"axios": ">=1 <2"}, conditions="后端用 SH-40101 标识 access token 过期，refresh token 在 httpOnly cookie",
  source="MR !252, MR !260 songhe-bi；事故复盘 INC-2025-1107", updated_at="2025-11-10"),

E(58, "SH-40302 门店数据权限不足：不重试，渲染 403 视图，而不是 toast", """
- 区域经理切到不属于自己的门店时接口返回 HTTP 403 `{ code: 'SH-40302' }`。Vue 版拦截器统一 ElMessage.error，页面显示空图表，用户以为没数据。
- React：
  - react-query 全局 `retry: (count, err) => !isBizError(err, 'SH-40302') && count < 2`，权限错误不重试；
  - 页面查询 `throwOnError: (err) => isBizError(err, 'SH-40302')`，交给路由 `errorElement` 渲染 `<NoStorePermission />`，带申请入口；
  - 拦截器里跳过该 code 的全局 toast。
- 门店下拉本身只列有权限的门店（/org/my-stores），SH-40302 只是兜底。
""", project=BI, asset_type="other", status=V, assets=["request"],
  applies_to=merge(RQ5, {"react-router-dom": ">=6.4 <7"}), source="MR !269 songhe-bi", updated_at="2025-11-06"),

E(59, "Triple error toasts on a 500: TanStack Query default retry 3 + toast inside queryFn", """
- Ported Vue pattern: `try { await api.x() } catch { ElMessage.error() }` inside the queryFn → with the default `retry: 3` (exponential backoff) the user sees up to four toasts for one failed report.
- Move error UI out of the queryFn: QueryCache `onError` runs once per failed query, after retries are exhausted.
- Defaults we use: `queries: { retry: (n, e) => isNetworkOrServerError(e) && n < 2, staleTime: 60_000, refetchOnWindowFocus: false }`. refetchOnWindowFocus is off because HQ analysts alt-tab constantly and every report query is heavy.
- Dedupe toasts by error code with the message `key`.
""", project=BI, asset_type="other", status=V,
  applies_to=RQ5, source="MR !246 songhe-bi", updated_at="2025-10-25"),

# ------------------------------------------------------------------- router
E(60, "router.beforeEach 登录/权限守卫 → createBrowserRouter 的 loader + redirect（react-router-dom ≥ 6.4）", """
- Vue：`router.beforeEach((to) => { if (!auth.token && to.meta.requiresAuth) return { name: 'login', query: { redirect: to.fullPath } } })`。
- RR6 没有全局守卫。用 data router：根路由 `loader: async ({ request }) => { if (!(await ensureSession())) throw redirect(`/login?redirect=${encodeURIComponent(new URL(request.url).pathname)}`); return null; }`。
- 父子路由的 loader 并行执行，父 loader 重定向不会阻止子 loader 发请求 → 子 loader 也要 `await requireSession()`，或只做 `queryClient.ensureQueryData`，失败交给 401 流程兜底。
- 组件级 `<RequireAuth>` 只给还没切到 data router 的老页面用，新页面不要用。
- `afterEach` 埋点 → 根布局 `useEffect` 监听 `useLocation()`。
""", project=BI, asset_type="router", status=V, assets=["router.beforeEach"],
  applies_to={"vue-router": "^4", "react-router-dom": ">=6.4 <7"}, source="MR !208 songhe-bi", updated_at="2025-10-09"),

E(61, "route meta.permission / meta.title → route handle + useMatches", """
- Vue routes: `{ path: 'shrinkage', meta: { title: '损耗分析', permission: 'bi:shrinkage:view' } }`.
- RR 6.4+: `{ path: 'shrinkage', element: <ShrinkagePage />, handle: { title: '损耗分析', permission: 'bi:shrinkage:view' } }`，layout 里 `useMatches().map((m) => m.handle)`。
- 面包屑 / document.title：`const last = matches.filter((m) => m.handle?.title).at(-1)`。
- loader 参数里拿不到 handle，所以权限码在生成路由配置时同时包进 loader：`withPermission('bi:shrinkage:view', loader)`。
- useMatches 只能在 data router（createBrowserRouter）下用，`<BrowserRouter>` 下会报错。
""", project=BI, asset_type="router", status=V, assets=["route.meta"],
  applies_to={"vue-router": "^4", "react-router-dom": ">=6.4 <7"}, source="MR !209 songhe-bi", updated_at="2025-10-09"),

E(62, "router.push({ name, params }) → no named routes in RR6: ROUTES constants + generatePath", """
- Vue: `router.push({ name: 'storeDetail', params: { storeCode }, query: { tab: 'sales' } })`.
- RR6 has no route names. We keep `ROUTES = { storeDetail: '/stores/:storeCode' } as const` and navigate with `navigate({ pathname: generatePath(ROUTES.storeDetail, { storeCode }), search: createSearchParams({ tab: 'sales' }).toString() })`.
- `generatePath` throws when a required param is missing; good, Vue silently produced `/stores/undefined`.
- `router.replace` → `navigate(to, { replace: true })`; `router.back()` → `navigate(-1)`.
- `router.resolve(...).href` for opening a new tab → `generatePath` + `window.open`.
- Outside components (axios interceptor): use the object returned by `createBrowserRouter` → `router.navigate(...)`.
""", project=BI, asset_type="router", status=V, assets=["router.push"],
  applies_to={"vue-router": "^4", "react-router-dom": ">=6 <7"}, source="MR !213 songhe-bi", updated_at="2025-10-11"),

E(63, "onBeforeRouteLeave 未保存提示 → useBlocker（react-router-dom ≥ 6.19）", """
- 目标值设定页 Vue 版：`onBeforeRouteLeave(() => (dirty.value ? window.confirm('有未保存的目标值，确定离开？') : true))`。
- RR 6.19 起 `useBlocker` 转正（之前叫 unstable_useBlocker）：
```tsx
const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
useEffect(() => {
  if (blocker.state === 'blocked') modal.confirm({ title: '有未保存的目标值，确定离开？', onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
}, [blocker.state]);
```
- 只拦应用内导航；关闭标签 / 刷新还要 `useBeforeUnload`。
- 需要 data router（createBrowserRouter）。
- 保存成功后先把 dirty 置 false 再 navigate，否则自己拦住自己。
""", project=BI, asset_type="router", status=V, assets=["onBeforeRouteLeave", "TargetSettingForm"],
  applies_to={"react-router-dom": ">=6.19 <7"}, source="MR !279 songhe-bi", updated_at="2025-11-11"),

E(64, "release 分支（react-router-dom 6.14）离开拦截：unstable_useBlocker（待复核）", """
- release/2025.12 的 react-router-dom 是 6.14.x，`useBlocker` 还叫 `unstable_useBlocker`，state / proceed / reset 用法基本一致。
- `import { unstable_useBlocker as useBlocker } from 'react-router-dom'`，其余同 exp-songhe-0063。
- 待复核：6.14 下 blocker 和 `<ScrollRestoration>` 同时用时 proceed 后滚动位置异常（测试环境只复现过一次）；unstable API 可能变化，release 只修 bug，先这样用。
""", project=BI, asset_type="router", status=RR, assets=["onBeforeRouteLeave"],
  branches=["release/*"], applies_to={"react-router-dom": ">=6.7 <6.19"},
  source="MR !336 (release/2025.12)", updated_at="2025-12-11"),

E(65, "<keep-alive> 缓存报表页 → 不做组件缓存：筛选进 URL/zustand，数据靠 react-query 缓存，滚动手动恢复", """
- Vue 版 `<router-view v-slot="{ Component }"><keep-alive :include="cachedViews">` 让从明细返回列表时保留筛选、分页和滚动位置。
- React 没有 keep-alive，拆成三件事：
  1. 筛选 / 分页：URL searchParams（exp-songhe-0067）或 zustand，返回时自动恢复；
  2. 数据：react-query 缓存 + staleTime 60s，返回时直接命中缓存，不闪；
  3. 滚动：`<ScrollRestoration getKey={(loc) => loc.pathname} />`（data router）；表格内部滚动用 sessionStorage 记 scrollTop，`onScroll` 节流保存。
- 多标签页 TagsView 关闭标签时原来要从 cachedViews 移除，现在什么都不用做。
- 不引入 react-activation 之类的组件缓存库（exp-songhe-0066 已废弃）。
""", project=BI, asset_type="router", status=V, assets=["keep-alive", "TagsView"],
  applies_to=merge({"react-router-dom": ">=6.4 <7"}, RQ45), source="MR !285 songhe-bi；ADR-004", updated_at="2025-11-15"),

E(66, "[deprecated] keep-alive via react-activation <KeepAlive>", """
- Tried `react-activation` `<AliveScope>` + `<KeepAlive name={pathname}>` to mimic Vue keep-alive for the report tabs.
- Problems: breaks under React 18 StrictMode / concurrent rendering (duplicated effects), context lost inside cached subtrees (antd ConfigProvider theme not applied in cached pages), leaked ECharts instances.
- Superseded by exp-songhe-0065 (state in URL/zustand + react-query cache). Do not use.
""", project=BI, asset_type="router", status=D, assets=["keep-alive"],
  source="MR !271 songhe-bi (reverted)", updated_at="2025-11-15"),

E(67, "useRoute().query filters ↔ useSearchParams (replace, defaults, arrays)", """
- `route.query.storeCodes` (string | string[]) → `searchParams.getAll('storeCodes')`; single values `searchParams.get('date') ?? defaultDate`.
- Updating: `setSearchParams((prev) => { prev.set('page', '1'); return prev; }, { replace: true })`; use replace for filter changes so Back doesn't step through every click.
- `watch(() => route.query, load)` → nothing: derive the react-query key from the params and fetching follows.
- Parse once in a `useReportFilters()` hook with defaults and validation (zod); never trust raw query strings for dates.
- setSearchParams functional updates are not queued like React setState: two calls in one handler and the second one overwrites the first. Make a single update.
""", project=BI, asset_type="router", status=V, assets=["useRoute"],
  applies_to={"vue-router": "^4", "react-router-dom": ">=6 <7"}, source="MR !215 songhe-bi", updated_at="2025-10-12"),

# ------------------------------------------------------------------ ECharts
E(68, "vue-echarts <v-chart autoresize> → echarts-for-react；按需引入 echarts-for-react/lib/core + echarts.use", """
- Vue 版 SalesTrendChart 用 vue-echarts `<v-chart :option="option" autoresize />`。
- React：`<ReactECharts option={option} style={{ height: 320 }} />`。echarts-for-react 内部用 size-sensor 监听容器尺寸，等价于 autoresize，不用手动监听 window.resize。
- 体积：默认 `import ReactECharts from 'echarts-for-react'` 会引入完整 echarts。改为：
```ts
import ReactEChartsCore from 'echarts-for-react/lib/core';
import * as echarts from 'echarts/core';
import { LineChart, BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, LegendComponent, DataZoomComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);
<ReactEChartsCore echarts={echarts} option={option} />
```
- 统一在 `src/charts/echarts.ts` 注册，组件只引这个文件。漏注册组件不会报错只是不显示（比如 dataZoom 不出来），排查先看 use 列表。
- 容器必须有明确高度，否则高度为 0。
""", project=BI, asset_type="component", status=V, assets=["SalesTrendChart", "v-chart"],
  applies_to={"echarts": ">=5 <6", "echarts-for-react": ">=3 <4"}, source="MR !223 songhe-bi", updated_at="2025-10-16"),

E(69, "Removed series still shown (legend/lines linger) → notMerge on ReactECharts", """
- StoreCompareChart: the user removes a store from the comparison but its line stays. ECharts `setOption` merges by default (series matched by index/id), so dropping an item from `series` does not delete it. With vue-echarts we passed `:update-options="{ notMerge: true }"`.
- echarts-for-react: `<ReactECharts option={option} notMerge lazyUpdate />`.
- notMerge also resets dataZoom / legend selection on every update. For the realtime chart we keep the series count fixed, give every series a stable `id`, and call `getEchartsInstance().setOption(option, { replaceMerge: ['series'] })` when needed.
- Rule: comparison charts (series count varies) → notMerge; realtime charts (fixed series) → default merge.
""", project=BI, asset_type="component", status=V, assets=["StoreCompareChart", "SalesTrendChart"],
  applies_to={"echarts": ">=5 <6", "echarts-for-react": ">=3 <4"}, source="MR !256 songhe-bi", updated_at="2025-11-01"),

E(70, "option 里 inline formatter 导致每次 render 都 setOption：dataZoom 复位、动画重放 → useMemo option", """
- echarts-for-react 在 componentDidUpdate 里用深比较判断 option 是否变化；纯数据重建没事，但 option 里有 inline 函数（`tooltip.formatter`、`axisLabel.formatter`）每次都是新引用 → 判定变化 → setOption → 动画重放、dataZoom 被 option 里的 start/end 覆盖回初始值。
- `const option = useMemo(() => buildTrendOption(data, metric), [data, metric])`；formatter 提到模块级函数。
- 想保留用户缩放：option 里不写 dataZoom 的 start/end，或监听 `datazoom` 事件把 start/end 存 state 再写回。
- 大屏 hover 卡片高亮会让父组件 re-render，这个坑在大屏上最明显。
""", project=BI, asset_type="component", status=V, assets=["SalesTrendChart"],
  applies_to={"echarts-for-react": ">=3 <4"}, source="MR !261 songhe-bi", updated_at="2025-11-03"),

E(71, "StoreRankBar 点击下钻：inline onEvents 导致图表反复 dispose/init → useMemo 固定 onEvents + useRef 读最新筛选", """
- React 首版：`<ReactECharts onEvents={{ click: (p) => navigate(drillUrl(p, dateRange)) }} />`，inline 写法。
- echarts-for-react 3 在 componentDidUpdate 里深比较 onEvents（函数按引用比较），onEvents 变了就 dispose 再重新 init（为了解绑旧事件）。inline handler 每次 render 都是新函数 → 父组件每次 render 图表都重建：闪一下、动画重放、tooltip 消失。
- 修复：
```tsx
const latest = useRef({ dateRange, navigate });
latest.current = { dateRange, navigate };
const onEvents = useMemo(() => ({ click: (p: any) => latest.current.navigate(drillUrl(p, latest.current.dateRange)) }), []);
```
  handler 读 ref，拿到的永远是最新筛选，不会有闭包旧值。
- 下钻参数用 `p.dataIndex` 去 dataset 里取 storeCode，不要用 `p.name`（门店重名）。
""", project=BI, asset_type="component", status=V, assets=["StoreRankBar"],
  applies_to={"echarts-for-react": ">=3 <4"}, source="MR !264 songhe-bi", updated_at="2025-11-04"),

E(72, "坪效热力图 FloorEfficiencyHeatmap：ECharts heatmap + visualMap（坪效 = 销售额 / 经营面积）", """
- 口径：坪效 = 统计期销售额 / 经营面积（㎡），日坪效再除以天数；后端字段 `salesPerSqm`，前端不自己算（面积有租赁调整，后端已处理）。
- 图：x 轴 = 楼层分区（生鲜 / 日配 / 粮油 / 百货…），y 轴 = 门店，series `type: 'heatmap'`，data 为 `[xIndex, yIndex, value]`。
- `visualMap: { type: 'piecewise', pieces: [{ lt: 30, color: '#f5f5f5' }, { gte: 30, lt: 60, color: '#ffd8bf' }, { gte: 60, color: '#e60012' }] }`，分段阈值来自配置接口，不写死。
- 直角坐标系 heatmap 需要 `grid` + 两个 category 轴，按需引入时要注册 `HeatmapChart`、`VisualMapComponent`，漏了 visualMap 颜色映射不生效。
- tooltip：`valueFormatter: (v) => `${Number(v).toFixed(1)} 元/㎡``。
- 门店超过 60 家时 y 轴加纵向 `dataZoom`（slider, yAxisIndex: 0）。
""", project=BI, asset_type="component", status=V, assets=["FloorEfficiencyHeatmap"],
  applies_to={"echarts": ">=5.3 <6", "echarts-for-react": ">=3 <4"}, source="MR !272 songhe-bi", updated_at="2025-11-07"),

E(73, "客单价趋势 AvgTicketTrend：双 y 轴（客单价 / 客流）+ tooltip.valueFormatter（ECharts ≥ 5.3）", """
- 客单价 = 销售额 / 交易笔数（客流按小票数）。两条线量纲不同 → `yAxis: [{ type: 'value', name: '客单价(元)' }, { type: 'value', name: '客流(笔)', position: 'right' }]`，客流 series 设 `yAxisIndex: 1`。
- 两轴刻度对不齐时加 `alignTicks: true`（5.3+）。
- tooltip：series 级 `tooltip: { valueFormatter: (v) => `¥${Number(v).toFixed(2)}` }`（5.3+），不用再写整段 formatter 拼 HTML。
- Vue 版 formatter 里读 `this.unit`；迁过来直接闭包读 props 会让 option 每次变化 → 放进 useMemo 依赖（exp-songhe-0070）。
- 去年同期线 `lineStyle: { type: 'dashed' }`，legend 默认不选中：`selected: { '去年同期': false }`。
""", project=BI, asset_type="component", status=V, assets=["AvgTicketTrend"],
  applies_to={"echarts": ">=5.3 <6", "echarts-for-react": ">=3 <4"}, source="MR !273 songhe-bi", updated_at="2025-11-07"),

E(74, "StoreMapChart store distribution map: echarts.registerMap once, lazy-load the GeoJSON", """
- The Vue version called `echarts.registerMap('guangdong', geoJson)` inside `onMounted` of every map instance.
- React: register once at module level after a dynamic import: `const geo = await import('@/assets/geo/440000.json'); echarts.registerMap('440000', geo.default as any);` guarded by a `registered` Set; render the chart only after that promise resolves (`useQuery({ queryKey: ['geo', code], queryFn: loadGeo, staleTime: Infinity })`).
- Series: `{ type: 'map', map: '440000' }` for the regional fill plus `{ type: 'scatter', coordinateSystem: 'geo' }` for store points; needs the `geo` component and `MapChart`, `GeoComponent`, `ScatterChart` in `echarts.use`.
- Keep province GeoJSON out of the main bundle (440000.json is about 600KB).
- Drill-down (province → city) is not implemented; clicking a point only opens the store detail page.
""", project=BI, asset_type="component", status=V, assets=["StoreMapChart"],
  applies_to={"echarts": ">=5 <6"}, source="MR !277 songhe-bi", updated_at="2025-11-10"),

E(75, "自研 useECharts：StrictMode 下 \"There is a chart instance already initialized on the dom.\" → effect cleanup 里 dispose", """
- 几个复杂图（楼层坪效图）没用 echarts-for-react，直接迁了 Vue 的 `useECharts(elRef)`：`onMounted(() => chart = echarts.init(el))`。
- React 首版 `useEffect(() => { const chart = echarts.init(ref.current!); ... }, [])` 没有 cleanup；开发环境 StrictMode mount → unmount → mount，第二次 init 报 `[ECharts] There is a chart instance already initialized on the dom.`，事件绑定两次（点击触发两次下钻）。
- 正确写法：
```ts
useEffect(() => {
  const chart = echarts.init(ref.current!, theme);
  chartRef.current = chart;
  const ro = new ResizeObserver(() => chart.resize());
  ro.observe(ref.current!);
  return () => { ro.disconnect(); chart.dispose(); chartRef.current = null; };
}, [theme]);
```
- option 更新放单独的 effect：`chartRef.current?.setOption(option, { notMerge })`。
- `echarts.getInstanceByDom(el) ?? echarts.init(el)` 能消掉警告，但 cleanup 里仍然必须 dispose。
""", project=BI, asset_type="other", status=V, assets=["useECharts"],
  applies_to={"echarts": ">=5 <6"}, source="MR !276 songhe-bi", updated_at="2025-11-09"),

E(76, "动销率卡片 SellThroughCard：动销率按后端口径计算，前端只格式化，不用当前页数据推算", """
- 口径：动销率 = 统计期内有销售的 SKU 数 / 统计期内在库（有库存）的 SKU 数。分母包含期初在库和期中新品，前端拿到的明细是分页数据，自己算一定错。
- Vue 版卡片 `computed(() => soldSku / totalSku)` 用的是列表接口当前页 → 迁移时改为读 summary 接口的 `sellThroughRate`（0~1 小数）。
- 展示：`(rate * 100).toFixed(1) + '%'`；环比用 antd `Statistic`，`prefix` 放 `<ArrowUpOutlined />` / `<ArrowDownOutlined />`。
- 颜色：松禾约定红色 = 低于目标，不是涨跌色，不要用 Statistic 的默认样式，按目标值比较后取 token `colorError` / `colorSuccess`。
- 标红阈值（例如 < 60%）按门店类型配置：社区店和大卖场不同，从配置接口拿。
""", project=BI, asset_type="component", status=V, assets=["SellThroughCard"],
  applies_to=ANTD5, source="MR !234 songhe-bi；指标口径文档 BI-METRIC-012", updated_at="2025-10-20"),

E(77, "大屏暗色主题：echarts.registerTheme + antd darkAlgorithm 联动（检查项）", """
检查项（candidate，只在 /screen/sales 试过）：
- [ ] `echarts.registerTheme('songhe-dark', darkThemeJson)` at module level, then `<ReactECharts theme="songhe-dark" />`; changing `theme` makes echarts-for-react dispose and re-init, so don't toggle it often.
- [ ] antd 侧：只在大屏 ScreenLayout 外层嵌套 `<ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>`。
- [ ] Chart colors come from antd tokens (`theme.useToken().token.colorPrimary`) so both sides stay in sync; the ECharts theme JSON only sets background / axis colors.
- [ ] option 里 `backgroundColor: 'transparent'`，否则 theme 背景盖住卡片渐变。
""", project=BI, asset_type="style", status=C, assets=["ScreenLayout"],
  applies_to={"echarts": "^5", "echarts-for-react": "^3", "antd": ">=5 <6"},
  source="spike MR !299 songhe-bi"),

# --------------------------------------------------------------- directives
E(78, "v-permission 指令（Vue 3）→ <Authorized code> 组件 + usePermission() hook", """
- Vue 版：`app.directive('permission', { mounted(el, { value }) { if (!hasPerm(value)) el.parentNode?.removeChild(el) } })`，用法 `<el-button v-permission="'bi:target:edit'">`。
- React 没有指令，两种形态：
  - 包裹：`<Authorized code="bi:target:edit"><Button>编辑目标</Button></Authorized>`，无权限返回 `fallback ?? null`；
  - 逻辑：`const can = usePermission(); can('bi:target:edit')`，用于 Table 列过滤、菜单过滤。
- 权限码来自 `useAuthStore` 的 `permissions: Set<string>`，登录后一次性拉取；usePermission 用 selector 订阅。
- Vue 指令 mounted 之后权限变化不会恢复元素；React 版自动响应。
- 不要用 CSS `display:none` 隐藏，按钮仍能被触发。接口侧仍有鉴权（SH-40302）。
""", project=BI, asset_type="directive", status=V, assets=["v-permission"],
  applies_to={"vue": "^3.3", "react": ">=18 <19"}, source="MR !207 songhe-bi", updated_at="2025-10-08"),

E(79, "v-watermark 报表水印指令 → antd Watermark（≥ 5.1）", """
- Vue 版 v-watermark 用 canvas 生成 base64 背景，再用 MutationObserver 防删除。
- antd 5.1 起有 `<Watermark content={[userName, employeeNo]} gap={[120, 120]} font={{ color: 'rgba(0,0,0,.08)' }}>`，自带防篡改（删改 DOM 会重新生成）。
- 包在报表内容区，不要包整个 Layout；弹窗挂在 body 上不在水印范围里，敏感数据弹窗内部另外包一层。
- 导出 PNG（ECharts `getDataURL`）不带水印，导出水印由后端负责。
""", project=BI, asset_type="directive", status=V, assets=["v-watermark"],
  applies_to={"antd": ">=5.1 <6"}, source="MR !265 songhe-bi", updated_at="2025-11-04"),

E(80, "v-copy directive → Typography.Text copyable", """
- `v-copy="storeCode"` (clipboard + ElMessage) → `<Typography.Text copyable={{ text: storeCode, tooltips: ['复制', '已复制'] }}>{storeCode}</Typography.Text>`.
- For plain buttons: `navigator.clipboard.writeText(text)` then `message.success` from App.useApp. `navigator.clipboard` requires a secure context; the intranet test env is plain http, so fall back to the `copy-to-clipboard` package.
- In Table cells with ellipsis: column `ellipsis: { showTitle: false }` and a copyable Typography inside `render`.
""", project=BI, asset_type="directive", status=V, assets=["v-copy"],
  applies_to=ANTD5, source="MR !232 songhe-bi", updated_at="2025-10-19"),

# ---------------------------------------------------------- build / i18n
E(81, "去掉 unplugin-vue-components + ElementPlusResolver 自动引入；antd 5 不需要 babel-plugin-import", """
- vite.config 里 `Components({ resolvers: [ElementPlusResolver()] })`、`AutoImport({ imports: ['vue', 'pinia'] })` 在 React 侧全部移除；迁移期 Vue / React 共存时用 `include` 只对 `src/legacy/**` 生效。
- antd 5 是 CSS-in-JS，ES module 天然 tree-shaking，不再需要 babel-plugin-import / vite-plugin-imp，也不用引 `antd/dist/antd.css`，只保留 `antd/dist/reset.css`。
- `@vitejs/plugin-vue` → `@vitejs/plugin-react`；`.vue` 文件清完后删掉 `vue-tsc`，类型检查改 `tsc --noEmit`。
- `auto-imports.d.ts` 删掉后，残留的 legacy 代码会报找不到 `ref` / `computed`，先迁完再删。
""", project=BI, asset_type="build", status=V, assets=["unplugin-vue-components", "ElementPlusResolver"],
  applies_to=merge(EP, ANTD5), source="MR !203 songhe-bi", updated_at="2025-10-07"),

E(83, "vue-i18n $t / <i18n-t> → react-i18next useTranslation / <Trans>", """
- HQ 看板有中英双语（海外董事）。`$t('report.sales')` → `const { t } = useTranslation('report'); t('sales')`；namespace 按页面拆，懒加载。
- Interpolation: vue-i18n `{name}` vs i18next default `{{name}}`. We converted the JSON once with `scripts/convert-i18n.ts` instead of configuring a custom prefix/suffix.
- 复数：vue-i18n 管道写法 `'no store | one store | {n} stores'` → i18next `_one` / `_other` 后缀 key。
- `<i18n-t keypath="tip"><b>{{ count }}</b></i18n-t>` → `<Trans i18nKey="tip" values={{ count }} components={{ b: <b /> }} />`。
- 切语言要同时切 antd locale 和 dayjs locale（exp-songhe-0030）。
""", project=BI, asset_type="i18n", status=V, assets=["vue-i18n", "$t"],
  applies_to={"vue": "^3.3", "react": "^18"}, source="MR !217 songhe-bi", updated_at="2025-10-13"),

# ------------------------------------------------------------- extra (BI)
E(125, "[已废弃] ElMessage → 直接全局替换成 antd 静态 message.success()", """
- 初版直接全局替换 `ElMessage.success` → `message.success`（静态方法）。
- 问题：拿不到 ConfigProvider 的主题和 locale，大屏暗色下提示框仍是白底，控制台有 Static function 警告。
- 已被 exp-songhe-0017（App.useApp）和 exp-songhe-0018（组件树外）取代。
""", project=BI, asset_type="component", status=D, assets=["ElMessage"],
  applies_to=ANTD5, source="MR !201 songhe-bi（已被 MR !212 替换）", updated_at="2025-10-10"),

E(126, "`Warning: Instance created by useForm is not connected to any Form element. Forget to pass form prop?`", """
- Shows up when porting ElForm dialogs: `const [form] = Form.useForm()` lives at the page level, but `<Form form={form}>` is inside a Modal that is not rendered yet (closed, or `destroyOnClose`), and we call `form.setFieldsValue()` / `form.resetFields()` before opening it.
- Fix options: pass the record through `initialValues` and put `key={record.id}` on the Form so it remounts per record; or call setFieldsValue in `afterOpenChange(true)`; or `forceRender` the Modal if the form must exist before opening.
- It also appears when the component that calls useForm renders before its Form in a conditional branch; keep the hook and the Form in the same component.
""", project=BI, asset_type="component", status=V, assets=["ElForm", "ElDialog"],
  applies_to={"antd": ">=5.4 <6"}, source="MR !250 songhe-bi", updated_at="2025-10-29"),

E(127, "antd 警告 \"Each record in dataSource of table should have a unique key prop, or set rowKey of Table\"", """
- ElTable 的 `row-key` 可选，不写也能用；antd Table 靠 key 做 diff、勾选、展开，不给就报这条警告，勾选和展开会串行。
- `rowKey="storeCode"`，或函数 `rowKey={(r) => `${r.storeCode}-${r.categoryCode}`}`（门店×品类报表没有单一主键）。
- 不要用 index 做 key：排序 / 翻页后勾选状态错位；也不要在 rowKey 函数里生成随机数。
- 后端明细没有主键时在 react-query 的 `select` 里补 `_key`。
""", project=BI, asset_type="component", status=V, assets=["ElTable"],
  applies_to=ANTD5, source="MR !225 songhe-bi", updated_at="2025-10-17"),
]

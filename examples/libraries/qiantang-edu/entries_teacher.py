"""qt-teacher (teachers' desktop console): Vue 3.2 + View UI Plus 1.3 + Pinia 2
-> React 18 + antd 5 + zustand 4 + @tanstack/react-query 5.
"""
from common import E

P = "qt-teacher"
HOTFIX = ["hotfix/*"]

ENTRIES = [
E("exp-qtt-001", "班级花名册 ClassRosterTable：View UI Plus Table 的 render(h) 列迁到 antd Table columns.render", """
背景：ClassRosterTable 用 <Table :columns="columns" :data="students">，列定义里大量 render: (h, { row }) => h('Tag', { props: { color: row.renewed ? 'success' : 'default' } }, row.renewed ? '已续报' : '未续报')，以及 slot: 'action' 的操作列。
处理：
```tsx
const columns: ColumnsType<Student> = [
  { title: '学员', dataIndex: 'name', fixed: 'left', width: 120 },
  { title: '续报状态', dataIndex: 'renewed', render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{v ? '已续报' : '未续报'}</Tag> },
  { title: '剩余课时', dataIndex: 'remainLessons', sorter: (a, b) => a.remainLessons - b.remainLessons },
  { title: '操作', key: 'action', render: (_, row) => <a onClick={() => openProfile(row.id)}>档案</a> },
]
<Table rowKey="id" columns={columns} dataSource={students} pagination={false} scroll={{ x: 960 }} />
```
对应：key → dataIndex；render(h, { row, index }) → render(value, record, index)，注意参数顺序；slot 列 → render；data → dataSource；View UI Plus 不强制 rowKey，antd 缺 rowKey 会告警 Each child in a list should have a unique "key" prop 且选择行错乱。
注意：columns 定义放组件外或 useMemo，render 里用到的回调用 useCallback，避免整表重渲染。
""", P, "component", "verified",
  assets=["ClassRosterTable", "Table"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#612", updated="2025-10-16"),

E("exp-qtt-002", "Modal.confirm 迁移：用 App.useApp() 的 modal，别用静态方法", """
背景：View UI Plus 里 this.$Modal.confirm({ title: '确认删除该作业？', onOk: () => del(id) })。
处理：根组件包 <ConfigProvider theme={qtTheme} locale={zhCN}><App>...</App></ConfigProvider>，组件内：
```tsx
const { modal } = App.useApp()
modal.confirm({ title: '确认删除该作业？', content: '删除后学生端不可见', okButtonProps: { danger: true }, onOk: () => deleteMutation.mutateAsync(id) })
```
onOk 返回 Promise 时确认按钮自动 loading，Promise 结束后关闭（对应 View UI Plus 的 loading: true + this.$Modal.remove()）。
注意：Modal.confirm 静态方法拿不到 ConfigProvider 的主题和 locale，按钮文案会变成英文 OK/Cancel，主题色也不对；App 组件从 antd 5.1 开始提供。
""", P, "component", "verified",
  assets=["Modal.confirm", "$Modal"],
  applies_to={"view-ui-plus": "^1.3", "antd": ">=5.1 <6"},
  source="PR qt-teacher#618", updated="2025-10-18"),

E("exp-qtt-003", "this.$Message 迁移：Static function can not consume context 警告与主题不生效", """
现象：把 this.$Message.success('批改已保存') 直接改成 message.success(...)，控制台：
  Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.
并且提示框颜色还是 antd 默认蓝，不是我们在 ConfigProvider 里配置的主题色。
原因：message/notification/Modal 的静态方法在 React 树外渲染，读不到 ConfigProvider 上下文。
处理：
```tsx
// 组件里
const { message } = App.useApp()
message.success('批改已保存')
```
非组件代码（如 react-query 的全局 onError、axios 拦截器）需要弹提示时，在 App 内部放一个 <AntdStaticBridge /> 组件，把 App.useApp() 的返回值存到模块变量 staticApi，外部调用 staticApi.message.error()。
注意：$Message.config({ top: 60, duration: 3 }) → <App message={{ top: 60, duration: 3 }}>；$Notice → notification。
""", P, "component", "verified",
  assets=["$Message", "message", "App.useApp"],
  applies_to={"view-ui-plus": "^1.3", "antd": ">=5.1 <6"},
  source="PR qt-teacher#619", updated="2025-10-18"),

E("exp-qtt-004", "Pinia useClassStore + storeToRefs 迁到 zustand：选择器 + useShallow", """
背景：useClassStore（Pinia）保存当前选中的班级、学期、筛选条件；组件里 const { currentClassId, term } = storeToRefs(useClassStore())。
处理：
```ts
export const useClassStore = create<ClassState>()((set) => ({
  currentClassId: null, term: '2026S1', filters: {},
  selectClass: (id) => set({ currentClassId: id }),
}))
// 组件
const { currentClassId, term } = useClassStore(useShallow((s) => ({ currentClassId: s.currentClassId, term: s.term })))
```
坑：直接 const { currentClassId } = useClassStore() 会订阅整个 store，任何字段变化都重渲染；选择器返回新对象但不加 useShallow 时，zustand 4.5 下会每次渲染都拿到新引用，React 报 Warning: The result of getSnapshot should be cached to avoid an infinite loop，甚至 Maximum update depth exceeded。
注意：useShallow 从 'zustand/react/shallow' 引入，zustand 4.5.0 才提供。
""", P, "store", "verified",
  assets=["useClassStore", "storeToRefs"],
  applies_to={"pinia": "^2", "zustand": ">=4.5 <5"},
  counter="zustand 低于 4.5（hotfix/live-classroom 分支锁 4.3.9）没有 useShallow，用 exp-qtt-005 的写法。",
  source="PR qt-teacher#625", updated="2025-10-21"),

E("exp-qtt-005", "hotfix 分支 zustand 4.3：没有 useShallow，用 shallow 作为等值函数", """
hotfix/live-classroom 分支锁定 zustand 4.3.9（不允许在 hotfix 上升级依赖）。
写法：
```ts
import { shallow } from 'zustand/shallow'
const { currentClassId, term } = useClassStore((s) => ({ currentClassId: s.currentClassId, term: s.term }), shallow)
```
4.3 的 create 返回的 hook 支持第二个参数 equalityFn。合回 main（4.5+）时要改成 useShallow：4.4 起这种写法会打印 [DEPRECATED] Use `createWithEqualityFn` instead of `create` 警告。
""", P, "store", "verified",
  assets=["useClassStore", "shallow"], branches=HOTFIX,
  applies_to={"zustand": ">=4.0 <4.4"},
  source="PR qt-teacher#661（hotfix 分支）", updated="2025-11-20"),

E("exp-qtt-006", "Pinia 的 $reset 在 zustand 里的等价写法", """
背景：切换班级/退出登录时调用 useGradingStore().$reset()（Options Store 才有 $reset，Setup Store 没有）。
处理：
```ts
const initial = { currentHomeworkId: null, scores: {} as Record<string, number>, dirty: false }
export const useGradingStore = create<GradingState>()((set) => ({
  ...initial,
  setScore: (sid, s) => set((st) => ({ scores: { ...st.scores, [sid]: s }, dirty: true })),
  reset: () => set(initial),
}))
```
退出登录时统一调用 resetAllStores()：在 create 的包装函数里把每个 store 的 reset 注册到一个 Set。
注意：initial 里的对象/数组是共享引用，set(initial) 后如果代码里有直接 mutate（不该有）会污染初始值；用函数 getInitial() 返回新对象更稳。
""", P, "store", "verified",
  assets=["$reset", "useGradingStore"],
  applies_to={"pinia": "^2", "zustand": "^4"},
  source="PR qt-teacher#626", updated="2025-10-21"),

E("exp-qtt-007", "Pinia action 里拉接口迁到 react-query v5 useQuery（对象参数、isPending）", """
背景：useHomeworkStore 的 actions.fetchList(params) 请求作业列表并写 state.list / state.loading，组件 onMounted 调用。
处理：服务端数据不进 zustand，交给 react-query：
```ts
export const homeworkKeys = {
  list: (p: ListParams) => ['homework', 'list', p] as const,
  detail: (id: string) => ['homework', 'detail', id] as const,
}
const { data, isPending, isError } = useQuery({
  queryKey: homeworkKeys.list(params),
  queryFn: () => api.homework.list(params),
  staleTime: 30_000,
})
```
v5 要点：只支持对象参数 useQuery({ queryKey, queryFn })，useQuery(key, fn) 写法已移除；首次加载状态叫 isPending（v4 的 isLoading 在 v5 表示 isPending && isFetching）。
注意：queryKey 用工厂函数统一管理，方便 invalidateQueries({ queryKey: ['homework'] }) 批量失效。
""", P, "store", "verified",
  assets=["useHomeworkStore", "fetchList", "useQuery"],
  applies_to={"pinia": "^2", "@tanstack/react-query": "^5"},
  source="PR qt-teacher#630", updated="2025-10-24"),

E("exp-qtt-008", "react-query v5 去掉了 useQuery 的 onSuccess/onError：同步到 zustand 的写法", """
现象：照着旧文档写 useQuery({ queryKey, queryFn, onSuccess: (d) => useClassStore.getState().selectClass(d[0].id) })，TS 报 Object literal may only specify known properties, and 'onSuccess' does not exist，运行时回调不执行。
原因：v5 移除了 useQuery 上的 onSuccess/onError/onSettled（useMutation 上保留）。
处理：
- 派生数据：用 select 或直接在组件里由 data 计算，不要复制到 zustand。
- 确实需要副作用（例如首次加载后默认选中第一个班级）：useEffect(() => { if (data && !currentClassId) selectClass(data[0].id) }, [data, currentClassId])。
- 全局错误提示：new QueryClient({ queryCache: new QueryCache({ onError: (err, query) => staticApi.message.error(err.message) }) })。
""", P, "store", "verified",
  assets=["useQuery", "onSuccess", "QueryCache"],
  applies_to={"@tanstack/react-query": "^5", "zustand": "^4"},
  source="PR qt-teacher#631", updated="2025-10-24"),

E("exp-qtt-009", "【已废弃】react-query v4：在 useQuery onSuccess 里把数据写进 zustand", """
v4 时期的约定：useQuery(['classes'], fetchClasses, { onSuccess: (d) => setClasses(d) })，把服务端数据同步到 zustand，组件统一从 zustand 读。
废弃原因：项目升级到 @tanstack/react-query 5 后 onSuccess 被移除；且双份数据源导致缓存失效后 zustand 里仍是旧数据。由 exp-qtt-008 取代。
""", P, "store", "deprecated",
  assets=["useQuery", "onSuccess"],
  applies_to={"@tanstack/react-query": "^4"},
  source="superseded by exp-qtt-008", updated="2025-10-24"),

E("exp-qtt-010", "Page 分页 @on-change 迁到 antd Table pagination + placeholderData: keepPreviousData", """
背景：作业列表 <Table> + <Page :total="total" :current="page" :page-size="20" show-sizer @on-change="onPage" @on-page-size-change="onSize" />，翻页时表格先清空再出现，闪烁。
处理：
```tsx
const [pg, setPg] = useState({ current: 1, pageSize: 20 })
const { data, isFetching } = useQuery({
  queryKey: homeworkKeys.list({ ...filters, ...pg }),
  queryFn: () => api.homework.list({ ...filters, page: pg.current, size: pg.pageSize }),
  placeholderData: keepPreviousData,     // v5：替代 v4 的 keepPreviousData: true
})
<Table loading={isFetching} dataSource={data?.list} rowKey="id"
  pagination={{ ...pg, total: data?.total, showSizeChanger: true, onChange: (current, pageSize) => setPg({ current, pageSize }) }} />
```
注意：v5 的 cacheTime 改名为 gcTime；View UI Plus 的 on-change 和 on-page-size-change 是两个事件，antd 合并成 onChange(page, pageSize)；修改筛选条件时把 current 重置为 1。
""", P, "component", "verified",
  assets=["Page", "pagination", "keepPreviousData"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5", "@tanstack/react-query": "^5"},
  source="PR qt-teacher#634", updated="2025-10-27"),

E("exp-qtt-011", "作业批改快捷键指令 v-hotkey 迁到 react-hotkeys-hook", """
背景：HomeworkGradingPanel 上 v-hotkey="{ 'j': next, 'k': prev, '1': () => score('A'), 'ctrl+s': save }"，老师批改时大量使用快捷键。
处理：
```tsx
useHotkeys('j', next, [next]); useHotkeys('k', prev, [prev])
useHotkeys('1,2,3,4', (_, h) => score(['A', 'B', 'C', 'D'][Number(h.keys?.[0]) - 1]), [score])
useHotkeys('mod+s', (e) => { e.preventDefault(); save() }, { enableOnFormTags: true }, [save])
```
注意：react-hotkeys-hook 默认在 input/textarea 中不触发（避免写评语时按 j 跳题），保存快捷键需要 enableOnFormTags；依赖数组必须传，否则回调里拿到的是旧的 state（闭包陷阱）。
""", P, "directive", "verified",
  assets=["v-hotkey", "HomeworkGradingPanel", "useHotkeys"],
  applies_to={"react": "^18"},
  source="PR qt-teacher#640", updated="2025-11-01"),

E("exp-qtt-012", "View UI Plus Form 校验（trigger: 'blur'、validate 回调）迁到 antd Form", """
背景：<Form ref="form" :model="form" :rules="rules" :label-width="100">，rules: { title: [{ required: true, message: '请输入作业标题', trigger: 'blur' }] }，提交时 this.$refs.form.validate(valid => { if (valid) save() })。
处理：
```tsx
const [form] = Form.useForm<HomeworkForm>()
<Form form={form} labelCol={{ flex: '100px' }} onFinish={save}>
  <Form.Item name="title" label="作业标题" rules={[{ required: true, message: '请输入作业标题' }]} validateTrigger="onBlur">
    <Input maxLength={50} showCount />
  </Form.Item>
</Form>
// 手动校验
try { const v = await form.validateFields(); save(v) } catch { /* 校验失败，antd 已标红 */ }
```
对应：trigger: 'blur' → Form.Item validateTrigger="onBlur"（或规则级 validateTrigger）；:model 不需要，值由 Form 管理；FormItem prop → Form.Item name；resetFields() 同名。
注意：View UI Plus 的 validate 用回调，antd 的 validateFields 返回 Promise，失败会 reject（不要漏 catch，否则控制台 Uncaught (in promise)）。
""", P, "component", "verified",
  assets=["Form", "FormItem", "rules"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#615", updated="2025-10-17"),

E("exp-qtt-013", "DatePicker type=\"daterange\" 迁到 RangePicker（dayjs）", """
<DatePicker type="daterange" v-model="range" format="yyyy-MM-dd" :options="{ disabledDate }" /> → <DatePicker.RangePicker value={range} onChange={setRange} format="YYYY-MM-DD" disabledDate={(d) => d.isAfter(dayjs())} presets={[{ label: '本周', value: [dayjs().startOf('week'), dayjs()] }]} />。
注意：View UI Plus 的 format 用 yyyy/dd（date-fns 风格），antd 用 dayjs 的 YYYY/DD；值是 dayjs 对象不是 Date，提交接口前 .format('YYYY-MM-DD')；课消报表按周统计，dayjs 默认周日为一周开始，需要 import 'dayjs/locale/zh-cn' 并 dayjs.locale('zh-cn') 后 startOf('week') 才是周一。
""", P, "component", "verified",
  assets=["DatePicker", "RangePicker"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5", "dayjs": "^1.11"},
  source="PR qt-teacher#620", updated="2025-10-19"),

E("exp-qtt-014", "Upload 的 before-upload 返回 false：antd 里文件仍进列表，要返回 Upload.LIST_IGNORE", """
背景：课件上传 <Upload :before-upload="check" action="/api/upload">，check 里超过 50MB 或格式不对 return false，文件不会上传也不出现在列表。
现象：迁到 antd 后 beforeUpload 返回 false，文件没上传，但出现在文件列表里，状态一直是默认态，老师以为上传成功。
原因：antd 中 beforeUpload 返回 false 表示「停止自动上传」（用于手动上传场景），文件仍加入 fileList；要完全忽略需返回 Upload.LIST_IGNORE。
处理：
```tsx
beforeUpload={(file) => {
  if (file.size > 50 * 1024 * 1024) { message.error('课件不能超过 50MB'); return Upload.LIST_IGNORE }
  return true
}}
```
注意：大文件直传 OSS 用 customRequest，onProgress 回调更新进度；受控 fileList 时 onChange 里必须 setFileList([...info.fileList])，否则状态卡在 uploading。
""", P, "component", "verified",
  assets=["Upload", "before-upload", "beforeUpload"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#642", updated="2025-11-02"),

E("exp-qtt-015", "Select 远程搜索 remote-method 迁到 showSearch + onSearch + 防抖", """
背景：布置作业时选学生 <Select filterable remote :remote-method="searchStudent" :loading="loading">。
现象：迁移后每输入一个字符就请求一次，并且结果被本地再过滤一遍，拼音搜索的结果被过滤没了。
处理：
```tsx
const [kw, setKw] = useState('')
const debounced = useDebouncedValue(kw, 300)
const { data, isFetching } = useQuery({ queryKey: ['student', 'search', debounced], queryFn: () => api.student.search(debounced), enabled: debounced.length > 0 })
<Select showSearch filterOption={false} onSearch={setKw} loading={isFetching} options={data?.map(s => ({ label: `${s.name}（${s.grade}）`, value: s.id }))} notFoundContent={isFetching ? <Spin size="small" /> : null} />
```
注意：filterOption={false} 是关键，不关的话 antd 会按 label 本地过滤；react-query 按 keyword 缓存，回退关键字不会重复请求。
""", P, "component", "verified",
  assets=["Select", "remote-method"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5", "@tanstack/react-query": "^5"},
  source="PR qt-teacher#644", updated="2025-11-03"),

E("exp-qtt-016", "Tree show-checkbox check-strictly 迁到 antd Tree checkStrictly（返回值结构变化）", """
背景：知识点树 <Tree :data="points" show-checkbox check-strictly @on-check-change="onCheck">，onCheck(checkedNodes)。
处理：<Tree checkable checkStrictly treeData={points} fieldNames={{ title: 'name', key: 'id', children: 'children' }} checkedKeys={checked} onCheck={(keys) => setChecked((keys as { checked: Key[] }).checked)} />。
注意：checkStrictly 时 onCheck 的第一个参数是 { checked, halfChecked } 对象而不是数组，直接当数组用会报 keys.map is not a function；View UI Plus 的节点字段 title/children 对应 fieldNames 映射，不必改后端数据。
""", P, "component", "verified",
  assets=["Tree", "KnowledgePointTree"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#646", updated="2025-11-04"),

E("exp-qtt-017", "直播控制台 LiveConsole：React 18 StrictMode 下 TRTC 重复进房", """
背景：LiveConsole.vue 在 onMounted 里 trtc.enterRoom({ roomId, userId, userSig })，onBeforeUnmount 里 exitRoom()。
现象：迁到 React 后开发环境控制台报 TRTC 错误「重复进房」，学生端看到老师进出两次；偶发生产环境中也出现（快速切换班级时）。
原因：React 18 StrictMode 开发环境会 mount → unmount → mount 执行两次 effect；而 exitRoom 是异步的，第二次 enterRoom 在第一次 exit 完成前发起。生产环境快速切换 roomId 时同理。
处理：
```tsx
useEffect(() => {
  let disposed = false
  const p = (async () => {
    await lastExit.current          // 等上一次退房完成
    if (disposed) return
    await trtc.enterRoom({ roomId, userId, userSig })
  })()
  return () => { disposed = true; lastExit.current = p.then(() => trtc.exitRoom()).catch(() => {}) }
}, [roomId])
```
注意：不要靠关闭 StrictMode 解决（只掩盖开发期问题，生产快速切换仍会出错）；trtc 实例用 useRef 保存，组件卸载时 destroy。
""", P, "component", "verified",
  assets=["LiveConsole", "TRTC"], branches=["main", "hotfix/live-classroom"],
  applies_to={"react": "^18"},
  source="PR qt-teacher#655, hotfix PR qt-teacher#663", updated="2025-11-19"),

E("exp-qtt-018", "hotfix/live-classroom 临时关闭 StrictMode 的取舍（待评审）", """
hotfix/live-classroom 上为了赶周末公开课，在 main.tsx 去掉了 <React.StrictMode>，规避开发环境双重 effect 带来的重复进房、重复拉流。
风险：只在开发环境有效果，生产行为不变；掩盖了 effect 没有正确清理的问题（exp-qtt-017 才是根治）。
待评审：hotfix 合回 main 前必须恢复 StrictMode，是否允许 hotfix 分支长期保持关闭，等架构组意见。
""", P, "build", "review_required",
  assets=["StrictMode", "main.tsx"], branches=["hotfix/live-classroom"],
  applies_to={"react": "^18"},
  source="PR qt-teacher#660（hotfix 分支）", updated="2025-11-18"),

E("exp-qtt-019", "vue-router beforeEach + meta.roles 权限守卫迁到 react-router 6 的路由元素守卫", """
背景：router.beforeEach((to) => { if (to.meta.roles && !to.meta.roles.includes(user.role)) return '/403' })，角色有 teacher（主讲）、advisor（班主任）、admin（教务）。
处理：路由表中用包裹元素：
```tsx
{ path: '/renew-followup', element: <RequireRole roles={['advisor', 'admin']}><RenewFollowUp /></RequireRole> }
function RequireRole({ roles, children }) {
  const role = useAuthStore((s) => s.role); const loc = useLocation()
  if (!role) return <Navigate to={`/login?from=${encodeURIComponent(loc.pathname)}`} replace />
  return roles.includes(role) ? children : <Navigate to="/403" replace />
}
```
菜单根据同一份路由配置的 roles 过滤，保证菜单与路由权限一致。
注意：beforeEach 中的异步逻辑（拉用户信息）放到根路由的 loader 或顶层 AuthBootstrap 组件，未就绪时渲染全屏 Spin，避免闪到 403。
""", P, "router", "verified",
  assets=["beforeEach", "meta.roles", "RequireRole"],
  applies_to={"vue-router": "^4", "react-router-dom": "^6"},
  source="PR qt-teacher#608", updated="2025-10-14"),

E("exp-qtt-020", "v-permission 按钮级权限指令迁到 <Permission> 组件 + usePermission", """
背景：<Button v-permission="'homework:delete'">删除</Button>，指令在 mounted 时没有权限就 el.parentNode.removeChild(el)。
处理：
```tsx
export function usePermission(code: string | string[]) {
  const perms = useAuthStore((s) => s.perms)
  return ([] as string[]).concat(code).some((c) => perms.includes(c))
}
export const Permission = ({ code, children, fallback = null }) => (usePermission(code) ? children : fallback)
<Permission code="homework:delete"><Button danger>删除</Button></Permission>
```
注意：指令是直接删 DOM，权限变化后不会恢复；React 版本是声明式的，切换角色会实时更新。Table 操作列里大量使用时用 usePermission 在 render 外取一次。
""", P, "directive", "verified",
  assets=["v-permission", "Permission", "usePermission"],
  applies_to={"react": "^18", "zustand": "^4"},
  source="PR qt-teacher#609", updated="2025-10-14"),

E("exp-qtt-021", "课消报表 LessonConsumptionReport：vue-echarts 迁到 echarts 手动 init + ResizeObserver", """
背景：LessonConsumptionReport 用 <v-chart :option="option" autoresize />，展示每周课消趋势、各班课消率。
现象：迁移后用 echarts-for-react，侧边栏折叠/展开时图表不重绘，宽度停留在旧值；切换班级时偶发 There is a chart instance already initialized on the dom 警告。
处理：自己封装 <EChart option={option} />：
```tsx
useEffect(() => {
  const chart = echarts.init(ref.current!)
  chartRef.current = chart
  const ro = new ResizeObserver(() => chart.resize())
  ro.observe(ref.current!)
  return () => { ro.disconnect(); chart.dispose() }
}, [])
useEffect(() => { chartRef.current?.setOption(option, { notMerge: true }) }, [option])
```
注意：autoresize 只监听 window resize，不监听容器变化，ResizeObserver 才能覆盖侧边栏折叠；option 要 useMemo，否则每次渲染都 setOption；按需引入 echarts/core + use([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]) 减小包体。
""", P, "component", "verified",
  assets=["LessonConsumptionReport", "vue-echarts", "EChart"],
  applies_to={"react": "^18"},
  source="PR qt-teacher#650", updated="2025-11-10"),

E("exp-qtt-022", "Spin fix 全屏加载迁到 antd Spin fullscreen", """
View UI Plus：<Spin fix size="large">加载中</Spin>（fix 覆盖父容器）或 this.$Spin.show() 全屏。
antd 5.11+：<Spin fullscreen spinning={saving} tip="保存批改中…" />；覆盖容器用 <Spin spinning={loading}><div>...</div></Spin>。
注意：tip 只在嵌套模式或 fullscreen 模式下显示；$Spin.show() 的命令式调用没有对应，改成状态控制 spinning；fullscreen 属性 antd 5.11.0 才有，低版本无效果且不报错。
""", P, "component", "verified",
  assets=["Spin", "$Spin"],
  applies_to={"view-ui-plus": "^1.3", "antd": ">=5.11 <6"},
  counter="antd 低于 5.11（hotfix/live-classroom 锁 5.8.6）没有 fullscreen，见 exp-qtt-023。",
  source="PR qt-teacher#622", updated="2025-10-20"),

E("exp-qtt-023", "【草稿】hotfix 分支 antd 5.8：全屏 Spin 用固定定位容器模拟", """
hotfix/live-classroom 的 antd 5.8.6 没有 Spin fullscreen。草案：<div style={{ position: 'fixed', inset: 0, zIndex: 2000, display: 'grid', placeItems: 'center', background: 'rgba(255,255,255,.6)' }}><Spin size="large" /></div>。
检查项：z-index 要高于 Modal（1000）但低于 message（2010）；打开时禁止页面滚动；合回 main 后替换为 fullscreen。
""", P, "component", "candidate",
  assets=["Spin"], branches=HOTFIX,
  applies_to={"antd": ">=5.0 <5.11"},
  source="hotfix 分支草稿", updated="2025-11-21"),

E("exp-qtt-024", "Drawer v-model 迁到 antd Drawer open（destroyOnClose 与表单重置）", """
<Drawer v-model="show" title="学员档案" :width="560" :mask-closable="false"> → <Drawer open={show} onClose={() => setShow(false)} title="学员档案" width={560} maskClosable={false} destroyOnClose>。
注意：antd 5 用 open，visible 已废弃（控制台 Warning: [antd: Drawer] `visible` is deprecated）；抽屉里的 Form 不加 destroyOnClose 会保留上一个学员的数据，或者在 afterOpenChange(open) 时 form.resetFields()；View UI Plus 的 @on-close 对应 onClose，@on-visible-change 对应 afterOpenChange。
""", P, "component", "verified",
  assets=["Drawer", "StudentProfileDrawer"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#624", updated="2025-10-20"),

E("exp-qtt-025", "pinia-plugin-persistedstate 迁到 zustand persist + createJSONStorage", """
背景：useUiStore（侧边栏折叠、表格列显隐、批改面板布局）用 persist: { storage: localStorage, paths: ['collapsed', 'columns'] }。
处理：
```ts
export const useUiStore = create<UiState>()(persist((set) => ({
  collapsed: false, columns: {}, toggle: () => set((s) => ({ collapsed: !s.collapsed })),
}), {
  name: 'qt-teacher-ui', version: 2,
  storage: createJSONStorage(() => localStorage),
  partialize: (s) => ({ collapsed: s.collapsed, columns: s.columns }),   // 对应 paths
  migrate: (old, v) => (v < 2 ? { ...old, columns: {} } : old),
}))
```
注意：paths → partialize；存储结构变更必须升 version 并写 migrate，否则老用户 localStorage 里的旧结构直接覆盖初始值导致白屏；需要等恢复完成再渲染时用 useUiStore.persist.hasHydrated()。
""", P, "store", "verified",
  assets=["pinia-plugin-persistedstate", "useUiStore", "persist"],
  applies_to={"pinia": "^2", "zustand": "^4"},
  source="PR qt-teacher#628", updated="2025-10-22"),

E("exp-qtt-026", "【草稿】布置作业弹窗 AssignHomeworkDialog", """
AssignHomeworkDialog 包含：选择班级（Select 多选）、选择学生（Transfer）、截止时间（DatePicker showTime）、附件（Upload）。
草案：Modal + Form，Transfer 数据来自 react-query 按班级拉取，提交用 useMutation 后 invalidateQueries({ queryKey: ['homework', 'list'] })。
检查项：View UI Plus Transfer 的 :target-keys 与 antd targetKeys 受控方式相同，但 render 函数签名不同；截止时间不能早于当前时间 + 1 小时；弹窗关闭时要清空 Transfer 选择。
""", P, "component", "candidate",
  assets=["AssignHomeworkDialog", "Transfer"],
  applies_to={"antd": "^5"},
  source="草稿 by @sunhao", updated="2025-12-10"),

E("exp-qtt-027", "迁移期 antd 5 与 View UI Plus 样式共存：StyleProvider hashPriority 与 @layer", """
背景：qt-teacher 按页面渐进迁移，同一个 SPA 里 Vue 页面（View UI Plus，全局 less 样式 .ivu-*）和 React 页面（antd 5 CSS-in-JS）共存，React 页面嵌在 Vue 外壳里。
现象：React 页面里的 antd Button 被 View UI Plus 全局样式 button { ... } 和 reset 覆盖；反过来 antd 的 :where(.css-dev-only-do-not-override-xxx) 选择器优先级为 0，被一切全局样式压住。
当前方案：<StyleProvider hashPriority="high">，让 antd 生成 .css-xxx 而不是 :where(...)，提高优先级；View UI Plus 的全局 reset 放到 @layer legacy 里（需要 postcss 处理 less 产物）。
待评审：hashPriority="high" 对 Chrome 88 以下的影响（部分学校机房电脑）；@layer 方案与 View UI Plus 的动态主题切换是否冲突，仍在验证。
""", P, "style", "review_required",
  assets=["StyleProvider", "view-ui-plus.less"],
  applies_to={"antd": "^5", "view-ui-plus": "^1.3"},
  source="PR qt-teacher#636（讨论中）", updated="2025-11-26"),

E("exp-qtt-028", "E_GRADE_409 批改冲突：两位老师同时批改同一份作业", """
背景：同一个班的主讲和助教可能同时打开同一份作业，后提交的返回 409 + { code: 'E_GRADE_409', data: { gradedBy, gradedAt, version } }。旧版直接 $Message.error 接口 message，老师丢失了刚写的评语。
处理：
```ts
const mutation = useMutation({
  mutationFn: (v: GradeInput) => api.grade.submit(v),     // 带 version 做乐观锁
  onMutate: async (v) => {
    await qc.cancelQueries({ queryKey: homeworkKeys.detail(v.homeworkId) })
    const prev = qc.getQueryData(homeworkKeys.detail(v.homeworkId))
    qc.setQueryData(homeworkKeys.detail(v.homeworkId), (d) => ({ ...d, grade: v }))
    return { prev }
  },
  onError: (err, v, ctx) => {
    qc.setQueryData(homeworkKeys.detail(v.homeworkId), ctx?.prev)   // 回滚
    if (err.code === 'E_GRADE_409') openConflictModal(err.data, v)   // 展示对方结果 + 本地草稿，让老师选择覆盖或放弃
  },
  onSettled: (_, __, v) => qc.invalidateQueries({ queryKey: homeworkKeys.detail(v.homeworkId) }),
})
```
注意：评语草稿在提交前写 sessionStorage，冲突弹窗里可恢复；覆盖提交时带上最新 version。
""", P, "other", "verified",
  assets=["E_GRADE_409", "HomeworkGradingPanel", "useMutation"],
  applies_to={"@tanstack/react-query": "^5"},
  source="PR qt-teacher#648", updated="2025-11-08"),

E("exp-qtt-029", "老师端 E_AUTH_401：react-query 不重试 401，统一跳 SSO 登录", """
现象：token 过期后，页面上 6 个 useQuery 各自重试 3 次（默认 retry: 3），18 个 401 请求后才跳登录，期间 message 报错刷屏。
处理：
```ts
new QueryClient({
  defaultOptions: { queries: { retry: (count, err: ApiError) => err.code !== 'E_AUTH_401' && count < 2 } },
  queryCache: new QueryCache({ onError: (err: ApiError) => { if (err.code === 'E_AUTH_401') redirectToSso() } }),
  mutationCache: new MutationCache({ onError: (err: ApiError) => { if (err.code === 'E_AUTH_401') redirectToSso() } }),
})
```
redirectToSso 内部做一次性保护（模块级 flag），避免多次跳转。
注意：老师端用公司 SSO，不做 refresh token，和家长端 H5 的单飞刷新（qt-h5）不同，不要照搬。
""", P, "other", "verified",
  assets=["E_AUTH_401", "QueryClient"],
  applies_to={"@tanstack/react-query": "^5"},
  source="PR qt-teacher#633", updated="2025-10-26"),

E("exp-qtt-030", "vue-i18n (zh-CN / en-US for foreign teachers) migrated to react-i18next", """
Background: the foreign-teacher (外教) pages of qt-teacher are bilingual. Vue side: createI18n({ legacy: false, locale, messages }) and $t('grading.submit') in templates, useI18n() in setup.
Migration:
- Keep the same JSON message files (locales/zh-CN.json, locales/en-US.json) so the translators' workflow does not change.
- i18next.use(initReactI18next).init({ resources, lng, fallbackLng: 'zh-CN', interpolation: { escapeValue: false } }).
- $t('key', { n }) -> t('key', { n }); vue-i18n uses {n} placeholders while i18next uses {{n}} by default: set interpolation.prefix = '{' and suffix = '}' instead of rewriting 600 strings.
- Pluralisation: vue-i18n pipe syntax 'no lesson | one lesson | {n} lessons' is not understood by i18next; convert those keys to key_one / key_other.
- antd locale must follow the language: <ConfigProvider locale={lng === 'en-US' ? enUS : zhCN}> and dayjs.locale(lng === 'en-US' ? 'en' : 'zh-cn').
Notes: language switching should not reload the page; store the choice in the persisted UI store (see exp-qtt-025).
""", P, "i18n", "verified",
  assets=["vue-i18n", "$t", "react-i18next"],
  applies_to={"react": "^18", "antd": "^5"},
  source="PR qt-teacher#652 (contractor: @m.evans)", updated="2025-11-12"),

E("exp-qtt-031", "antd ConfigProvider 中文 locale 与 dayjs 中文：日期面板显示英文星期", """
现象：RangePicker 面板显示 Su Mo Tu，按钮显示 OK；View UI Plus 时代通过 app.use(ViewUIPlus, { locale: zh }) 全局生效。
处理：<ConfigProvider locale={zhCN}>（import zhCN from 'antd/locale/zh_CN'），同时 import 'dayjs/locale/zh-cn'; dayjs.locale('zh-cn')，两者缺一不可：antd 的组件文案来自 locale，日期面板的星期/月份来自 dayjs 的 locale。
注意：静态方法 Modal.confirm 不受 ConfigProvider 影响（exp-qtt-002）；dayjs.locale 是全局的，外教英文页面切换时要一起改（exp-qtt-030）。
""", P, "i18n", "verified",
  assets=["ConfigProvider", "zh_CN", "dayjs"],
  applies_to={"antd": "^5", "dayjs": "^1.11"},
  source="PR qt-teacher#617", updated="2025-10-18"),

E("exp-qtt-032", "View UI Plus Table columns with ellipsis + tooltip -> antd ellipsis: { showTitle: false } + Tooltip", """
Background: the homework comment column uses { key: 'comment', ellipsis: true, tooltip: true } in View UI Plus, which shows a tooltip with the full text on hover.
antd: there is no tooltip flag on a column. Use
```tsx
{ title: 'Comment', dataIndex: 'comment', ellipsis: { showTitle: false },
  render: (text: string) => <Tooltip placement="topLeft" title={text}>{text}</Tooltip> }
```
showTitle: false removes the native title attribute so the browser tooltip and the antd Tooltip do not both appear.
Notes: ellipsis needs a fixed column width or tableLayout="fixed"; very long comments (teachers paste whole essays) should be truncated in the tooltip too, e.g. text.slice(0, 300).
""", P, "component", "verified",
  assets=["Table", "ellipsis", "tooltip"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#645 (contractor: @m.evans)", updated="2025-11-03"),

E("exp-qtt-033", "班主任续报跟进表 RenewFollowUpTable：跨页勾选要 preserveSelectedRowKeys", """
背景：班主任在续报跟进表里勾选未续报学员批量发「续报提醒」，View UI Plus Table 的 @on-selection-change 只给当前页选中行，旧代码自己维护了一个跨页 Map。
处理：antd Table rowSelection={{ selectedRowKeys, onChange: (keys, rows) => setSelected(keys), preserveSelectedRowKeys: true }}，翻页后其他页的选中 key 保留。
注意：preserveSelectedRowKeys 下 onChange 给出的 rows 中，非当前页的行可能是 undefined（数据不在当前 dataSource），批量操作只用 keys 提交给后端；切换班级/筛选条件时手动清空 selectedRowKeys。
""", P, "component", "verified",
  assets=["RenewFollowUpTable", "rowSelection"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#638", updated="2025-10-29"),

E("exp-qtt-034", "作业批改工作台 HomeworkGradingPanel 迁移复盘（布局、预加载、草稿、快捷键、冲突）", """
背景：批改工作台是老师端使用时长最高的页面（作业批改高峰每天晚 8-11 点，单个老师一晚批改 150+ 份）。Vue 版本是 HomeworkGradingPanel.vue，1800 行，依赖 useGradingStore（Pinia）、v-hotkey、View UI Plus 的 Split、Table、Input、Rate。本复盘记录 React 版重写的关键决定。

一、布局
- View UI Plus 的 <Split v-model="split"> 左侧作业图片、右侧评分表单。antd 5 早期版本没有 Splitter（5.21 才加入），我们用 react-resizable-panels 的 PanelGroup/Panel/PanelResizeHandle，分割比例存 useUiStore（persist，exp-qtt-025）。
- 左侧图片区支持缩放、旋转：原来自研的 v-zoom 指令改成 react-zoom-pan-pinch 的 TransformWrapper。

二、数据与状态
- 作业列表、作业详情、学生作答图片：react-query（exp-qtt-007），queryKey 见 homeworkKeys。
- 当前批改到第几份、分数草稿、评语草稿：zustand useGradingStore（exp-qtt-006），切换班级时 reset。
- 提交：useMutation + 乐观更新 + E_GRADE_409 冲突处理（exp-qtt-028）。

三、切换下一份作业时的图片预加载
Vue 版本按 j 切到下一份时要等 1-2 秒图片加载，老师反馈最多的卡顿点。React 版本：
- 详情预取：当前作业详情加载完成后，queryClient.prefetchQuery({ queryKey: homeworkKeys.detail(nextId), queryFn, staleTime: 60_000 }) 预取后面 2 份。
- 图片预加载：预取到的详情里的图片 URL 用 new Image().src = url（带 OSS 缩放参数 ?x-oss-process=image/resize,w_1600，与展示一致，否则缓存不命中）。最多同时预加载 6 张，队列控制。
- 切换时 placeholderData 用列表项里的缩略信息先渲染，图片区显示上一张的模糊占位，避免白屏闪烁。
- 离开工作台时取消未完成的预加载（img.src = ''）和 queryClient.cancelQueries。
效果：切换下一份的感知延迟从 1.4s 降到 200ms 以内。

四、快捷键
- j/k 上下份，1-4 打等级，mod+s 保存，mod+enter 提交并下一份，esc 关闭大图。用 react-hotkeys-hook（exp-qtt-011），输入评语时只保留 mod+s、mod+enter。
- 快捷键帮助面板按 ? 打开，数据来自同一份配置，避免文档与实现不一致。

五、评语草稿
- 每 3 秒把当前作业的分数和评语写 sessionStorage（key: grading-draft:{homeworkId}:{studentId}），提交成功后删除。
- 浏览器崩溃/误关页面后重新打开，检测到草稿提示「恢复未提交的批改」。
- 不用 localStorage：多个老师共用机房电脑，避免草稿泄露给下一位登录者。

六、性能
- 右侧学生列表 200+ 行，用 antd Table 的 virtual（5.9+）后滚动流畅；hotfix 分支 antd 5.8.6 不支持 virtual，保留分页。
- 评分表单的每个题目是独立组件，React.memo + zustand 精确选择器（useShallow），修改一题的分数不重渲染其他题。

七、上线后问题
1. 连续快速按 j 时旧图片 onload 晚到，显示错图：图片组件以 src 为 key 重挂载。
2. E_GRADE_409 回滚后评语输入框的光标跳到末尾：回滚只回滚服务端数据缓存，不回滚草稿输入框。
3. 外教批改英文作文时快捷键 j/k 误触：在评语框聚焦时禁用，见第四节。
4. 批改高峰期 react-query 的 refetchOnWindowFocus 让老师每次从 IM 切回来都重新拉作业列表，列表顺序跳动：工作台页面的列表查询设置 refetchOnWindowFocus: false，只在提交成功后 invalidateQueries。
5. 等级评分原来用 View UI Plus 的 Rate（半星），antd Rate 的 allowHalf 行为一致，但键盘左右键会改分：Rate 设置 keyboard={false}，避免与快捷键冲突。

八、灰度与回退
- 新旧工作台并存两周：路由 /grading（Vue）与 /grading-next（React），教务后台按老师维度开关，默认旧版；
- 两个版本共用同一批改接口与草稿 key，老师切换版本不会丢草稿；
- 关键指标：单份批改耗时（中位数从 41s 降到 33s）、提交失败率、E_GRADE_409 次数，超过阈值自动切回旧版；
- 全量后旧版保留一个发布周期再删除，useGradingStore 的 Pinia 版本同步删除。
""", P, "component", "verified",
  assets=["HomeworkGradingPanel", "useGradingStore", "Split"],
  applies_to={"react": "^18", "antd": ">=5.9 <6", "@tanstack/react-query": "^5", "zustand": ">=4.5 <5"},
  source="复盘会 2025-11-28, Wiki: qt-teacher/复盘/批改工作台", updated="2025-11-28"),

E("exp-qtt-035", "View UI Plus Tabs 多标签页（type=\"card\" closable）迁到 antd Tabs items + type=\"editable-card\"", """
背景：教务后台顶部多标签页 <Tabs type="card" closable v-model="active" @on-tab-remove="close">，配合 <keep-alive> 缓存已打开页面。
处理：<Tabs type="editable-card" hideAdd activeKey={active} onChange={setActive} onEdit={(key, action) => action === 'remove' && close(key as string)} items={tabs.map(t => ({ key: t.path, label: t.title, children: <Outlet /> }))} destroyInactiveTabPane={false} />。
注意：antd 5 推荐 items 写法，<Tabs.TabPane> 子元素写法已废弃；keep-alive 的效果靠不销毁 TabPane（destroyInactiveTabPane={false}）实现，但每个 tab 的路由组件要按 path 渲染，不能全部共用一个 <Outlet />——我们用 tabs 状态里保存的 element 渲染。
""", P, "component", "verified",
  assets=["Tabs", "keep-alive", "MultiTabLayout"],
  applies_to={"view-ui-plus": "^1.3", "antd": "^5"},
  source="PR qt-teacher#639", updated="2025-10-30"),
]

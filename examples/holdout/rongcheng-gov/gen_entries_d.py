# -*- coding: utf-8 -*-
"""zhengwu-portal / team-wide: mixins, plugins, request, misc components. Entries 0044-0053, 0055-0060."""

PM_BR = ["master", "dev-*"]
REL_BR = ["release/v3.*"]

ENTRIES = [
dict(
    id="exp-rc-0044",
    title="listPageMixin（列表页 mixin）改写为 useListPage hook",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="mixin",
    assets=["listPageMixin"],
    status="verified",
    conditions="标准“查询区 + 表格 + 分页”列表页，mixin 提供 queryParams、getList、handleQuery、resetQuery",
    source="wiki: 门户前端/React 迁移/列表页规范 §1",
    updated_at="2024-01-12",
    body=r"""一、背景
listPageMixin 被 230 个页面混入，约定 data 里有 queryParams、loading、list、total，页面只写 listApi。

二、方案

```ts
export function useListPage<P extends object>(api: PageApi<P>, initial: P) {
  const [params, setParams] = useState<P>(initial)
  const table = useTableRequest(api, { defaultParams: { ...initial, pageNum: 1, pageSize: 10 } })
  const handleQuery = (p: Partial<P>) => { const next = { ...params, ...p }; setParams(next); table.search(next) }
  const resetQuery = () => { setParams(initial); table.search(initial) }
  return { params, handleQuery, resetQuery, ...table }
}
```

三、注意事项
1. mixin 的 created 钩子里自动 getList，hook 版由 useTableRequest 的 manual: false 实现，需要等字典加载后再查的页面传 manual: true。
2. 页面里覆盖 mixin 方法的（约 30 处重写了 getList）逐个改成传 formatParams，不要再做“继承覆盖”。""",
),
dict(
    id="exp-rc-0045",
    title="formDialogMixin（弹窗表单）迁移：useModalForm + destroyOnClose",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="mixin",
    assets=["formDialogMixin"],
    status="verified",
    conditions="新增/编辑弹窗：open(row) 回显、submit 校验提交、close 重置",
    source="PR !1212",
    updated_at="2024-01-23",
    body=r"""迁移后控制台警告：

```
Warning: Instance created by `useForm` is not connected to any Form element. Forget to pass `form` prop?
```

原因：Modal 默认关闭时不渲染子节点，useForm 的实例在 Modal 打开前就被调用了 setFieldsValue。

写法：

```tsx
const [form] = Form.useForm()
<Modal open={open} forceRender destroyOnClose={false} afterClose={() => form.resetFields()} onOk={submit}>
  <Form form={form} layout="vertical">...</Form>
</Modal>
```

- 需要在打开时回显：用 forceRender 或者在 afterOpenChange(true) 里 setFieldsValue。
- mixin 里 this.$refs.form.clearValidate() 对应 form.resetFields()，不要用 destroyOnClose + setFieldsValue 组合，打开瞬间会丢回显值。""",
),
dict(
    id="exp-rc-0046",
    title="【废弃】listPageMixin 改成 HOC withListPage",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="mixin",
    assets=["listPageMixin"],
    status="deprecated",
    counter_conditions="已废弃，改为 useListPage hook",
    source="方案比选 2023-10",
    updated_at="2023-11-15",
    body="""最初想做一个 withListPage(Component, { api }) 高阶组件，把 list/total/loading 通过 props 注入，贴近 mixin 的心智。问题：多个 HOC 嵌套后 props 来源不清楚，TypeScript 类型推导很差，和 mixin 一样的“隐式约定”问题没解决。已废弃。""",
),
dict(
    id="exp-rc-0047",
    title="exportMixin（列表导出）迁移检查项（候选）",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="mixin",
    assets=["exportMixin"],
    status="candidate",
    conditions="列表页“导出”按钮，mixin 里 handleExport 调 /export 接口下载 blob",
    source="钉钉 @陈工 2024-03-12",
    updated_at="2024-03-12",
    body="""exportMixin 还没正式迁，先记检查项：
- 导出接口返回 blob，出错时返回 JSON（code/msg），要先判断 content-type 再下载
- 文件名从 content-disposition 取，filename*=UTF-8'' 要 decodeURIComponent
- 超过 1 万行后端改成异步任务（/export/task），前端轮询，mixin 里没有这逻辑
- 导出参数要和当前查询条件一致（用 useListPage 的 params）
- 按钮权限码 xxx:export 用 <Auth> 包""",
),
dict(
    id="exp-rc-0048",
    title="双端共用请求层：国密 SM4 加密 + SM2 签名拦截器（gmCrypto）直接复用",
    project="*",
    asset_type="plugin",
    assets=["gmCrypto", "request"],
    status="verified",
    conditions="PC 门户和掌上 H5 调用政务网关 /zwfw-api 下需要加密的接口（header X-Encrypt: 1）",
    source="wiki: 双端公共/请求层 §3",
    updated_at="2024-01-06",
    body=r"""一、背景
网关要求敏感接口请求体 SM4 加密、请求头带 SM2 签名。Vue 门户的 src/utils/request.js 和 uni-app 的 uni.request 封装各写了一份，逻辑一样。

二、方案
加解密逻辑与框架无关，抽到 @rc/shared/gm-crypto，双端 React 项目共用：

```ts
import { sm2, sm4 } from 'sm-crypto'
export function encryptBody(data: unknown, key: string) {
  return sm4.encrypt(JSON.stringify(data), key, { mode: 'cbc', iv: GM_IV })
}
instance.interceptors.request.use(cfg => {
  if (cfg.headers['X-Encrypt'] === '1') {
    cfg.data = { payload: encryptBody(cfg.data, sessionKey()) }
    cfg.headers['X-Sign'] = sm2.doSignature(cfg.data.payload, PRIVATE_KEY_HEX, { hash: true })
  }
  return cfg
})
```

三、注意事项
1. sm-crypto 版本必须锁定，原因见“@rc/shared 公共包评审”。
2. 响应解密失败（后端 key 轮换）时返回 code E10041，拦截器里重新协商 sessionKey 后重放一次。""",
),
dict(
    id="exp-rc-0049",
    title="E10023 令牌已过期：请求层统一处理（静默续期 + 跳统一认证）",
    project="*",
    asset_type="plugin",
    assets=["request"],
    status="verified",
    conditions="政务网关返回 { code: 'E10023', msg: '令牌已过期' }（HTTP 200）",
    source="PR !1173 / H5 PR !88",
    updated_at="2024-01-09",
    body=r"""网关的令牌过期不是 401，而是 HTTP 200 + code E10023，axios 的 error 拦截器接不到，要在 response 成功拦截器里判断。

```ts
let refreshing: Promise<void> | null = null
instance.interceptors.response.use(async res => {
  if (res.data?.code === 'E10023') {
    refreshing ??= refreshToken().finally(() => { refreshing = null })
    try { await refreshing } catch { toSsoLogin(); return Promise.reject(res.data) }
    return instance(res.config)      // 续期成功后重放原请求
  }
  return res
})
```

- 并发 5 个请求同时过期只续期一次（refreshing 单例）。
- refresh_token 也过期（E10024）直接跳统一认证登录，PC 用 location.href，H5 在天府通办容器里调 JSSDK 重新授权。""",
),
dict(
    id="exp-rc-0050",
    title="this.$message 迁移：antd 5 用 App.useApp()，不要用静态 message",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="plugin",
    assets=["$rcMessage", "$message"],
    status="verified",
    conditions="antd 5，页面里的成功/失败提示、确认框（$confirm）",
    source="PR !1177",
    updated_at="2024-01-10",
    body=r"""直接 import { message } from 'antd' 调 message.success() 会报：

```
Warning: [antd: message] Static function can not consume context like dynamic theme. Please use 'App' component instead.
```

而且提示样式不跟 ConfigProvider 的政务蓝主题。做法：根组件包 <App>，组件里：

```tsx
const { message, modal } = App.useApp()
message.success('受理成功')
modal.confirm({ title: '确定退件？', onOk: doReject })
```

非组件代码（axios 拦截器）里拿不到 hook：在 <App> 内部挂一个 <StaticHolder />，把 useApp() 的结果存到模块变量 rcMessage，拦截器调 rcMessage.error(msg)。""",
),
dict(
    id="exp-rc-0051",
    title="release/v3.* antd 4：$message 迁移用静态 message + ConfigProvider.config",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"antd": "^4.24"},
    asset_type="plugin",
    assets=["$rcMessage", "$message"],
    status="verified",
    conditions="release/v3.* 分支，antd 4.24.x",
    source="PR !1299",
    updated_at="2024-03-19",
    body="""antd 4 没有 App 组件，静态 message 是正常用法，不会有 static function 警告。release 分支：
1. 直接 import { message, Modal } from 'antd'，message.success('受理成功')；
2. 主题色：antd 4 静态方法不读 ConfigProvider 的 theme，需要在入口调 ConfigProvider.config({ prefixCls: 'rc', theme: { primaryColor: '#1e6fff' } })（动态主题，配合 antd.variable.min.css）；
3. 拦截器里可以直接用静态 message，不需要 StaticHolder。""",
),
dict(
    id="exp-rc-0052",
    title="eventBus（$bus）迁移：页面内通信改 props 回调 / mitt",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="plugin",
    assets=["eventBus", "$bus"],
    status="verified",
    conditions="同一 React 应用内组件之间的通知，如办件提交后刷新待办角标",
    counter_conditions="与 iframe 内老表单设计器、其他子应用跨窗口通信不适用（用 postMessage 协议）",
    source="PR !1207",
    updated_at="2024-01-22",
    body="""Vue 门户 main.js 里 Vue.prototype.$bus = new Vue()，全局 $bus.$emit('refresh-todo')。React 侧：
- 父子组件之间：直接 props 回调，不要 bus。
- 跨层级（提交后刷新顶栏待办数）：RTK Query 的 invalidateTags(['Todo'])，角标自动重新请求。
- 实在需要事件（和非 React 代码交互）：mitt，emitter 放 src/utils/bus.ts，组件 useEffect 里 on/off 成对出现。
$bus.$once 没有对应，mitt 里 on 后在 handler 里 off。""",
),
dict(
    id="exp-rc-0053",
    title="老表单设计器 iframe postMessage 通信协议（fd:ready / fd:save）",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="plugin",
    assets=["FdDesigner", "eventBus"],
    status="verified",
    conditions="React 管理端与 iframe 内 Vue 版老表单设计器之间通信",
    source="PR !1215",
    updated_at="2024-01-23",
    body=r"""设计器在 iframe 里（/fd-designer/），和 React 父页面的消息约定：
- 子 -> 父：{ type: 'fd:ready' }、{ type: 'fd:save', formCode, schema }、{ type: 'fd:dirty', dirty: true }
- 父 -> 子：{ type: 'fd:load', formCode, version }

```ts
useEffect(() => {
  const onMsg = (e: MessageEvent) => {
    if (e.origin !== window.location.origin) return   // 必须校验 origin
    if (e.data?.type === 'fd:save') saveSchema(e.data)
  }
  window.addEventListener('message', onMsg)
  return () => window.removeEventListener('message', onMsg)
}, [])
```

以前 Vue 版是同一个应用里用 $bus 通知，迁移后 $bus 不能跨 iframe，必须走这个协议。离开页面前检查 fd:dirty 给出“未保存”确认。""",
),
dict(
    id="exp-rc-0055",
    title="RcAreaCascader 行政区划级联（省-市-区县-街道-社区）懒加载迁 antd Cascader",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcAreaCascader"],
    status="verified",
    conditions="需要选到街道、社区级（五级），按 parentCode 懒加载 /zwfw-api/area/children",
    counter_conditions="只需选到区县级的场景不适用，用静态数据的 RcAreaSelect",
    source="PR !1229",
    updated_at="2024-02-21",
    body=r"""一、背景
RcAreaCascader 基于 el-cascader 的 props.lazy + lazyLoad(node, resolve)，默认从四川省 510000 开始。

二、方案

```tsx
const loadData = async (selected: AreaOption[]) => {
  const target = selected[selected.length - 1]
  target.loading = true
  const kids = await areaApi.children(target.value)
  target.loading = false
  target.children = kids.map(k => ({ value: k.code, label: k.name, isLeaf: k.level >= maxLevel }))
  setOptions([...options])
}
<Cascader options={options} loadData={loadData} changeOnSelect />
```

三、注意事项
1. 回显：后端只存社区编码（12 位），需要调 /area/path?code= 拿到完整路径，并预先把路径上每一级的 children 加载好，否则 Cascader 只显示编码。
2. el-cascader 的 emitPath: false（只要最后一级）在 antd 里没有，onChange 拿 value[value.length - 1]。
3. 天府新区、东部新区等功能区不在民政区划里，字典里单独挂在 510100 下，level 标记为 3。""",
),
dict(
    id="exp-rc-0056",
    title="RcAreaSelect（区县级静态区划下拉）迁移",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcAreaSelect"],
    status="verified",
    conditions="只需选到区县级（成都市 20 个区县市 + 天府新区、东部新区）",
    source="PR !1230",
    updated_at="2024-02-21",
    body="""RcAreaSelect 和 RcAreaCascader 名字像但用途不同：这个是静态 JSON（src/assets/area-chengdu.json），只到区县，不请求接口。React 侧直接 antd Select + options，showSearch + optionFilterProp='label'。数据每年民政区划调整后由后端同事更新 JSON，不要改成接口。""",
),
dict(
    id="exp-rc-0057",
    title="RcPdfPreview (pdf.js) -> react-pdf: worker setup and CMap for Chinese fonts",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"react": ">=18 <19"},
    asset_type="component",
    assets=["RcPdfPreview"],
    status="verified",
    conditions="Previewing 告知书 / 证照 PDFs inside the portal (no download)",
    source="PR !1244",
    updated_at="2024-02-27",
    body=r"""The Vue RcPdfPreview loaded pdfjs-dist 2.x from /static/pdfjs and rendered each page to canvas manually. On React we use react-pdf 7.

1. Worker: without configuration you get `Warning: Setting up fake worker.` and rendering is slow, or `Setting up fake worker failed: "Cannot load script at: .../pdf.worker.js"`. Configure it explicitly with Vite:

```ts
import { pdfjs } from 'react-pdf'
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.js', import.meta.url).toString()
```

2. Chinese text in government PDFs (方正/宋体 without embedded fonts) renders as blank boxes unless you pass cMapUrl: '/cmaps/' and cMapPacked: true; copy pdfjs-dist/cmaps to public/cmaps.
3. Pass `file` as a memoized object ({ url, httpHeaders: { Authorization } }), otherwise every render reloads the document.""",
),
dict(
    id="exp-rc-0058",
    title="RcSignature 电子签章（CA 控件）页面迁移（待评审）",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="component",
    assets=["RcSignature"],
    status="review_required",
    conditions="受理、审批环节调用 CA 厂商客户端控件加盖电子签章",
    counter_conditions="360 安全浏览器兼容模式（IE 内核）下的 ActiveX 签章不适用",
    source="PR !1272（待 CA 厂商联调确认）",
    updated_at="2024-03-12",
    body="""Vue 版 RcSignature 通过 window.SignatureCtrl（厂商 npapi/ActiveX）签章，只能在 360 兼容模式下用。新版 CA 厂商提供了本地 WebSocket 服务（ws://127.0.0.1:9527），React 组件改成：
1. 组件挂载时 new WebSocket 探测服务，失败提示“请安装并启动数字证书助手”；
2. 签章请求 { cmd: 'sign', pdfBase64, position }，返回签章后 PDF；
3. 签章后调用 /zwfw-api/sign/verify 验章再提交。
待评审：厂商 WebSocket 服务在国产化终端（UOS）上的版本还没交付，联调完成前不能作为默认方案。""",
),
dict(
    id="exp-rc-0059",
    title="RcDictSelect（字典下拉）迁移为 antd Select + useGetDictQuery",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcDictSelect"],
    status="verified",
    conditions="普通页面（非老表单）里的字典下拉，props: dictType、multiple、exclude",
    source="PR !1192",
    updated_at="2024-01-19",
    body=r"""```tsx
export function RcDictSelect({ dictType, exclude = [], ...rest }: Props) {
  const { data = [], isFetching } = useGetDictQuery(dictType)
  const options = useMemo(() => data.filter(d => !exclude.includes(d.dictValue)).map(d => ({ label: d.dictLabel, value: d.dictValue })), [data, exclude])
  return <Select allowClear loading={isFetching} options={options} {...rest} />
}
```

老组件 multiple 时 v-model 是逗号字符串，新组件 mode="multiple" 值是数组，页面提交前 join(',')。停用的字典项（status=1）默认过滤，但回显时如果当前值是停用项要保留显示。""",
),
dict(
    id="exp-rc-0060",
    title="RcDictRadio（字典单选组）迁移",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcDictRadio"],
    status="verified",
    conditions="选项少于 6 个的字典用单选组展示（如 是否加急、申请人类型）",
    source="PR !1193",
    updated_at="2024-01-19",
    body="""和 RcDictSelect 同一套数据源（useGetDictQuery），渲染 Radio.Group options。按钮样式 optionType="button" 对应老组件的 type="button"。注意 el-radio 的 label 是值，antd Radio 的 label 是显示文字，迁移时最容易写反。""",
),
]

# -*- coding: utf-8 -*-
"""zhengwu-portal: form-designer plugin (老表单) -> formily 2. Entries 0001-0012, 0099."""

PM_BR = ["master", "dev-*"]
REL_BR = ["release/v3.*"]

ENTRIES = [
dict(
    id="exp-rc-0001",
    title="老表单 fd-schema v2 转 formily JSON Schema：fd2formily 转换器方案",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@formily/core": "^2.2", "@formily/react": "^2.2"},
    asset_type="plugin",
    assets=["FormDesigner", "FdRender"],
    status="verified",
    conditions="存量 fd-schema v2 表单在 React 侧渲染；不改表单中心存量数据",
    counter_conditions="fd-schema v1（2019 年以前创建、只有 model 没有 field 的表单）需先跑 upgradeV1；需要在 React 侧编辑表单结构（设计器本身）的场景不适用",
    source="wiki: 门户前端/React 迁移/老表单转换器 (PR !1187)",
    updated_at="2024-01-18",
    body=r"""一、背景
门户系统约 140 张办事表单由自研表单设计器插件 @rc/form-designer（组内俗称“老表单”）配置，schema 存在表单中心 form_schema 表，格式为 fd-schema v2。Vue 侧用 <fd-render :schema="schema" v-model="formData" /> 渲染。React 侧统一改用 formily 2 渲染，不再维护 Vue 版渲染器。

二、方案
1. 不迁移存量数据。新增运行时转换器 fd2formily(schema)，把 fd-schema v2 转成 formily JSON Schema，交给 <SchemaField> 渲染。
2. 字段类型映射：
   - input -> Input；textarea -> Input.TextArea
   - number -> NumberPicker
   - select（静态 options）-> Select
   - dict-select -> DictSelect（自定义组件，见“老表单字典下拉字段”条目）
   - date / daterange -> DatePicker / DatePicker.RangePicker
   - upload -> RcFileUpload（见“老表单附件字段”条目）
   - sub-table -> ArrayTable
3. 核心代码（src/form-engine/fd2formily.ts）：

```ts
export function fd2formily(fd: FdSchemaV2): ISchema {
  const properties: Record<string, ISchema> = {}
  fd.fields.forEach((f, i) => {
    properties[f.field] = {
      type: TYPE_MAP[f.type] ?? 'string',
      title: f.label,
      required: !!f.required,
      'x-decorator': 'FormItem',
      'x-component': COMPONENT_MAP[f.type],
      'x-component-props': { placeholder: f.placeholder, ...f.props },
      'x-validator': toValidator(f.rules),
      'x-index': i,
    }
  })
  return { type: 'object', properties }
}
```

三、注意事项
1. fd-schema v1 没有 field 只有 model，转换前必须先 upgradeV1()，否则 properties 的 key 全是 undefined，页面只渲染出最后一个字段。
2. 转换结果按 formCode + version 做内存缓存，避免每次 render 都重新转换。
3. 老表单的 props 里混有 Element 专有属性（如 clearable、filterable），COMPONENT_MAP 里要做属性名转换：filterable -> showSearch，clearable -> allowClear。""",
),
dict(
    id="exp-rc-0002",
    title="老表单字段联动（linkage 规则）改写为 formily x-reactions",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@formily/core": "^2.2"},
    asset_type="plugin",
    assets=["FdRender"],
    status="verified",
    conditions="同一层级字段之间的显隐、必填、取值联动",
    counter_conditions="明细子表（FdSubTable）行内字段之间、或子表与主表之间的联动不适用，行内联动见 FdSubTable 条目",
    source="PR !1203",
    updated_at="2024-01-25",
    body=r"""老表单的联动写在 schema.linkage 里：

```json
{"when": "matterType == '02'", "then": {"show": ["agentName", "agentIdCard"], "required": ["agentIdCard"]}}
```

Vue 版是在 fd-render 里 watch 整个 formData 然后 eval 表达式，性能很差。迁 formily 后改成被动联动，挂在被影响的字段上：

```ts
agentName: {
  type: 'string',
  'x-reactions': {
    dependencies: ['matterType'],
    fulfill: { state: { visible: "{{$deps[0] === '02'}}" } },
  },
},
agentIdCard: {
  'x-reactions': {
    dependencies: ['matterType'],
    fulfill: { state: { visible: "{{$deps[0] === '02'}}", required: "{{$deps[0] === '02'}}" } },
  },
},
```

要点：
- 转换器 linkage2reactions() 会把 when 表达式里的字段名收集成 dependencies，表达式里的字段名替换成 $deps[i]。
- 老表单 hide 的字段值会被清空，formily 的 visible=false 默认也不提交值（与 display:'hidden' 不同），行为一致，不用额外处理。
- 表达式里用 == 的老规则，转换时统一替换为 ===，matterType 是字符串码值，注意 '02' 不要写成 2。""",
),
dict(
    id="exp-rc-0003",
    title="FdSubTable 明细子表迁 formily ArrayTable，行内金额联动写法",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@formily/core": "^2.2", "@formily/antd-v5": "^1.1"},
    asset_type="component",
    assets=["FdSubTable"],
    status="verified",
    conditions="老表单 sub-table 字段（明细表），行内字段之间联动、合计行",
    source="钉钉群「门户前端」2024-02-02 讨论整理",
    updated_at="2024-02-02",
    body=r"""FdSubTable（老表单的明细子表）对应 formily 的 ArrayTable。

行内联动（单价 x 数量 = 金额）不要用 dependencies: ['price']，子表里要用相对路径：

```ts
amount: {
  type: 'number',
  'x-component': 'NumberPicker',
  'x-pattern': 'readPretty',
  'x-reactions': {
    dependencies: ['.price', '.quantity'],
    fulfill: { state: { value: '{{($deps[0] || 0) * ($deps[1] || 0)}}' } },
  },
},
```

合计行：老表单是 summary: true，React 侧用 ArrayTable 的 onSummary 拿不到实时值，改成在主表加一个只读字段 totalAmount，dependencies 写 ['items.*.amount']，fulfill 里 $deps[0] 是数组，reduce 求和。

坑：
1. 行删除后 .price 相对路径会重新计算，不用手动清理。
2. 老数据里 sub-table 的值是 JSON 字符串，转换器里要 JSON.parse 一次，不然 ArrayTable 报 value.map is not a function。
3. 子表最多 200 行，超过后 formily 每次 setValue 都很卡，产品同意超过 200 行改成 Excel 导入。""",
),
dict(
    id="exp-rc-0004",
    title="老表单内置校验规则（idcard / mobile / uscc）迁到 formily registerValidateRules",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@formily/core": "^2.2"},
    asset_type="plugin",
    assets=["FdRender"],
    status="review_required",
    conditions="老表单 rules 里引用内置规则名：idcard、mobile、uscc（统一社会信用代码）、postcode",
    counter_conditions="港澳台居民居住证、外国人永久居留证的号码规则尚未经过业务评审",
    source="PR !1241（待法规科评审证件号规则）",
    updated_at="2024-03-06",
    body=r"""老表单 rules: ['required', 'idcard'] 里的字符串规则名在 React 侧通过 formily 全局注册：

```ts
import { registerValidateRules } from '@formily/core'

registerValidateRules({
  idcard(value) {
    if (!value) return ''
    return isValidIdCard(value) ? '' : '请输入正确的身份证号码'
  },
  uscc(value) {
    if (!value) return ''
    return /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value) ? '' : '统一社会信用代码格式不正确'
  },
})
```

字段上写 'x-validator': [{ idcard: true }]。

待评审：老表单的 idcard 规则其实同时放行了港澳台居民居住证（810000/820000/830000 开头），新写的 isValidIdCard 只校验了 18 位大陆身份证加校验位。评审结论出来之前不要直接替换生产表单。""",
),
dict(
    id="exp-rc-0005",
    title="【废弃】用 veaury 在 React 页面里直接嵌套老表单 Vue 组件",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="plugin",
    assets=["FdRender", "FormDesigner"],
    status="deprecated",
    counter_conditions="已废弃：Vue2 + React18 双运行时导致内存泄漏，且 Element 弹层 z-index 与 antd 冲突",
    source="wiki: 门户前端/React 迁移/方案比选（2023-09）",
    updated_at="2023-11-20",
    body="""2023 年 9 月试点时用 veaury 的 applyVueInReact 把 <fd-render> 包成 React 组件直接用，省去转换器。

试点问题：
1. 页面同时加载 Vue 2.6 和 React 18 运行时，首屏 JS 多了 310KB。
2. 反复打开/关闭办件弹窗后 Vue 实例没有销毁，内存从 180MB 涨到 900MB。
3. el-select 下拉弹层 z-index 2000+，盖住了 antd Modal。

结论：废弃，改为 fd2formily 转换器方案，本条不再维护。""",
),
dict(
    id="exp-rc-0006",
    title="老表单详情态（mode=\"view\"）迁移：formily readPretty 模式",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@formily/core": "^2.2", "@formily/antd-v5": "^1.1"},
    asset_type="plugin",
    assets=["FdRender"],
    status="verified",
    conditions="办件详情页、审批页只读展示老表单数据",
    counter_conditions="打印版式（fd-print 模板、A4 分页）不适用，readPretty 只解决屏幕只读展示",
    source="PR !1219",
    updated_at="2024-02-19",
    body=r"""老表单的详情态是 <fd-render mode="view">，内部把每个控件换成 span 显示。formily 直接用 readPretty：

```tsx
const form = useMemo(() => createForm({ readPretty: true, initialValues: detail }), [detail])
return <FormProvider form={form}><SchemaField schema={schema} /></FormProvider>
```

三、注意事项
1. DictSelect / RcFileUpload 这类自定义组件要自己实现 readPretty 形态，用 connect + mapReadPretty 包一层，否则只读时依然显示可编辑控件。
2. 审批页“部分字段可编辑”：先 createForm({ readPretty: true })，再对允许审批人修改的字段 form.query('opinion').take().setPattern('editable')。
3. 老表单 view 模式会隐藏空值字段，formily 不会，需要在 schema 上加 x-reactions 判断 {{!$self.value}} 时 hidden。""",
),
dict(
    id="exp-rc-0007",
    title="老表单打印版式迁移检查项（候选）",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="plugin",
    assets=["FdRender", "FdPrint"],
    status="candidate",
    conditions="办件受理单、告知书等需要按 A4 打印的老表单打印模板（fd-print）",
    source="钉钉 @刘工 2024-03-14",
    updated_at="2024-03-14",
    body="""打印这块还没定方案，先记检查项：
- fd-print 模板是 HTML 字符串 + {{field}} 占位，React 侧是否继续用后端渲染 PDF？
- 检查 @page 样式，A4 纵向页边距 15mm，老模板里有写死 px 的
- 子表跨页时表头重复（thead display: table-header-group）
- 签章位置是绝对定位，换组件后坐标会偏
- 360 兼容模式打印预览要单独测
先别当方案用。""",
),
dict(
    id="exp-rc-0008",
    title="老表单附件字段（upload）在 formily 中的自定义组件 RcFileUpload",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6", "@formily/antd-v5": "^1.1"},
    asset_type="component",
    assets=["FdUpload", "RcFileUpload"],
    status="verified",
    conditions="老表单 upload 类型字段（材料附件），单文件 < 50MB",
    counter_conditions="大文件分片上传不走这个组件，见 RcUpload 分片上传评审",
    source="PR !1226",
    updated_at="2024-02-22",
    body=r"""老表单附件字段的值是逗号分隔的 fileId 字符串："f_1001,f_1002"。React 侧组件值统一为数组 [{ fileId, name, url }]，提交时再 join。

```tsx
const RcFileUpload = connect(
  ({ value = [], onChange, maxCount = 5 }) => (
    <Upload
      action="/zwfw-api/file/upload"
      fileList={value.map(toUploadFile)}
      maxCount={maxCount}
      onChange={({ fileList }) => onChange(fileList.filter(f => f.status === 'done').map(fromUploadFile))}
    >
      <Button icon={<UploadOutlined />}>上传材料</Button>
    </Upload>
  ),
  mapReadPretty(FileListPreview),
)
```

注意：
1. 转换器读取老数据时要把字符串 split(',') 再批量调 /file/meta 补 name 和 url。
2. 上传中的文件不能进表单值，否则提交时 fileId 为空，后端报 400 “材料文件不存在”。""",
),
dict(
    id="exp-rc-0009",
    title="老表单设计器（FdDesigner）不迁 React：iframe 嵌入保留 Vue 版",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="plugin",
    assets=["FormDesigner", "FdDesigner"],
    status="verified",
    conditions="管理端“表单配置”菜单，配置人员编辑表单结构",
    counter_conditions="只涉及渲染（办事人填写、审批查看）时不适用，渲染走 fd2formily",
    source="技术评审会纪要 2023-12-07",
    updated_at="2023-12-08",
    body="""一、背景
设计器（FdDesigner，拖拽编辑表单结构）是老表单最复杂的部分，代码 2.3 万行，且只有管理端十几个配置人员用。

二、方案
1. 设计器不迁，独立部署为 /fd-designer/ 子应用（仍是 Vue 2.6 + Element），React 管理端用 iframe 嵌入。
2. 保存时设计器产出的仍是 fd-schema v2，React 渲染侧通过 fd2formily 转换，数据结构保持唯一。
3. 父子通信走 postMessage，协议见“老表单设计器 iframe postMessage 通信”条目。

三、注意事项
设计器里新增字段类型时，必须同步在 fd2formily 的 COMPONENT_MAP 里加映射，否则 React 侧渲染成空白。""",
),
dict(
    id="exp-rc-0010",
    title="release/v3.* 分支 formily 适配包用 @formily/antd（antd 4.24）",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"antd": "^4.24", "@formily/antd": "^2.2"},
    asset_type="build",
    assets=["FdRender"],
    status="verified",
    conditions="release/v3.* 分支，antd 4.24.x",
    source="PR !1302 (release/v3.2)",
    updated_at="2024-03-20",
    body="""release/v3.* 还是 antd 4.24，formily 组件包必须用 @formily/antd（2.x，对应 antd 4），不能用 @formily/antd-v5。

- 依赖：@formily/core、@formily/react、@formily/antd 三个版本号保持一致（当前 2.2.29）。
- 样式：@formily/antd 依赖 less，vite 配置 css.preprocessorOptions.less.javascriptEnabled = true。
- 从 master cherry-pick 表单相关提交时，把 import { FormItem } from '@formily/antd-v5' 全部改回 '@formily/antd'，两个包组件名一致，API 基本兼容。
- ArrayTable 在 @formily/antd 2.2 里没有 onSummary 以外的合计扩展，和 master 行为一致。""",
),
dict(
    id="exp-rc-0011",
    title="antd 5 + formily: use @formily/antd-v5, not @formily/antd (less resolve error)",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6", "@formily/antd-v5": "^1.1"},
    asset_type="build",
    assets=["FdRender"],
    status="verified",
    conditions="master / dev-* branches on antd 5",
    source="PR !1178",
    updated_at="2024-01-10",
    body=r"""Symptom after installing @formily/antd on the antd 5 branch:

```
[vite] Internal server error: [less] '~antd/lib/style/themes/default.less' wasn't found.
```
or at runtime `Module not found: Error: Can't resolve 'antd/es/style/index.less'`.

Cause: @formily/antd 2.x targets antd 4 and imports antd's less files, which antd 5 (CSS-in-JS) no longer ships.

Fix: uninstall @formily/antd and install @formily/antd-v5 (1.x). Component names (FormItem, Input, Select, ArrayTable, FormGrid) are the same, so only the import path changes. Don't add less back to the vite config on master.""",
),
dict(
    id="exp-rc-0012",
    title="老表单字典下拉字段（dict-select）在 formily 中的实现",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"@formily/core": "^2.2", "@formily/antd-v5": "^1.1"},
    asset_type="component",
    assets=["FdDictSelect", "DictSelect"],
    status="verified",
    conditions="老表单 dict-select 类型字段，props.dictType 指向字典中心编码",
    counter_conditions="普通页面（非老表单）里的字典下拉直接用 RcDictSelect 组件",
    source="PR !1190",
    updated_at="2024-01-19",
    body=r"""老表单 dict-select 的 props 是 { dictType: 'matter_type' }。formily 侧用 connect 包一个 DictSelect，数据源走 RTK Query 的 dictApi（有缓存）：

```tsx
const DictSelect = connect(
  (props: SelectProps & { dictType: string }) => {
    const { data = [], isFetching } = useGetDictQuery(props.dictType)
    return <Select {...props} loading={isFetching} options={data.map(d => ({ label: d.dictLabel, value: d.dictValue }))} />
  },
  mapReadPretty(DictText),
)
```

不要在 x-reactions 里用 fetch 异步设置 dataSource，140 张表单每张都会重复请求字典接口。""",
),
dict(
    id="exp-rc-0099",
    title="release/v3.* 老表单附件字段：@formily/antd + antd 4 Upload 包装（候选）",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"antd": "^4.24", "@formily/antd": "^2.2"},
    asset_type="component",
    assets=["FdUpload", "RcFileUpload"],
    status="candidate",
    conditions="release/v3.* 分支需要渲染带附件字段的老表单",
    source="钉钉 @周工 2024-03-22",
    updated_at="2024-03-22",
    body="""release 分支上附件字段还没正式验证，先列检查项：
- 从 master 拷 RcFileUpload 时 import 改 @formily/antd 的 connect/mapReadPretty（实际来自 @formily/react，确认版本 2.2.29）
- antd 4 Upload 的 onChange fileList 里 status 同样是 'done'，但 response 结构不同，检查 fromUploadFile
- UploadOutlined 图标用 @ant-design/icons 4.x，不要装 5.x
- 老数据 "f_1001,f_1002" 字符串 split 逻辑和 master 一致
- 只读态 FileListPreview 在 antd 4 下 Image.PreviewGroup 的 preview.visible 不是 open
验证完再升 verified。""",
),
]

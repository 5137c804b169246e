# -*- coding: utf-8 -*-
"""zhengwu-portal: tables, directives. Entries 0013-0024."""

PM_BR = ["master", "dev-*"]
REL_BR = ["release/v3.*"]

ENTRIES = [
dict(
    id="exp-rc-0013",
    title="RcTable（el-table + el-pagination 封装）迁移为 antd Table + useTableRequest",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcTable"],
    status="verified",
    conditions="服务端分页：接口返回 { records, total }，请求参数 pageNum/pageSize",
    counter_conditions="前端分页（一次性拿回全部数据再本地分页）和树形表格（RcTreeTable）不适用",
    source="wiki: 门户前端/React 迁移/列表页规范 §2",
    updated_at="2024-01-12",
    body=r"""一、背景
Vue 侧 RcTable 用法：<rc-table :api="matterApi.page" :params="query" :columns="cols" />，内部 el-table + el-pagination，mounted 自动请求。

二、方案
React 侧拆成 hook + 展示组件：

```tsx
const { tableProps, refresh, search } = useTableRequest(matterApi.page, {
  defaultParams: { pageNum: 1, pageSize: 10 },
  formatResult: res => ({ list: res.records, total: res.total }),
})
<Table rowKey="id" columns={columns} {...tableProps} />
```

tableProps 里包含 dataSource、loading、pagination（current/pageSize/total/showSizeChanger/showTotal）和 onChange。

三、注意事项
1. el-table 的 prop/label 改为 dataIndex/title；formatter 改为 render(value, record)。
2. 后端页码从 1 开始，antd pagination.current 也从 1 开始，不用换算；但老接口 /matter/list 用的是 page 从 0 开始，formatParams 里减 1。
3. 查询条件变化时要回到第一页：search(params) 内部已经把 pageNum 重置为 1。""",
),
dict(
    id="exp-rc-0014",
    title="RcTable 跨页勾选（reserve-selection）迁移：preserveSelectedRowKeys",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcTable"],
    status="verified",
    conditions="批量审批、批量导出等需要跨页保留已选行的列表",
    source="PR !1233",
    updated_at="2024-02-23",
    body="""el-table 是在 selection 列上写 :reserve-selection="true" 并配 row-key。antd 里对应 rowSelection.preserveSelectedRowKeys：

```tsx
rowSelection={{
  selectedRowKeys,
  preserveSelectedRowKeys: true,
  onChange: (keys, rows) => { setSelectedRowKeys(keys); setSelectedRows(rows) },
}}
```

坑：跨页后 onChange 给的 rows 里，其他页的行可能是 undefined（当前页 dataSource 里没有），批量提交只用 keys，不要依赖 rows。查询条件变化时手动清空 selectedRowKeys，否则用户会带着上一次查询的选择提交。""",
),
dict(
    id="exp-rc-0015",
    title="RcTreeTable 懒加载树形表格迁移（部门树、事项目录）",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcTreeTable"],
    status="verified",
    conditions="el-table lazy + load 懒加载子节点，后端按 parentId 查询",
    counter_conditions="Element el-tree 组件（非表格）的拖拽、勾选不在本条范围",
    source="PR !1240",
    updated_at="2024-02-28",
    body=r"""RcTreeTable（注意不是 RcTable）是 el-table 的 lazy 模式：:load="(row, node, resolve) => ..." + hasChildren 字段。

antd Table 没有 resolve 回调，改成受控数据：

```tsx
const onExpand = async (expanded: boolean, record: DeptRow) => {
  if (!expanded || record.children?.length) return
  const kids = await deptApi.children(record.id)
  setData(prev => patchChildren(prev, record.id, kids))
}
<Table rowKey="id" dataSource={data} expandable={{ onExpand, rowExpandable: r => r.hasChildren }} />
```

注意：没加载过的节点要给 children: []，否则不显示展开按钮；但空数组又会让 antd 认为“已加载、无子节点”，所以 patchChildren 之前用 record.hasChildren 判断，加载后再替换。刷新某个节点：把该节点 children 重置为 [] 并收起。""",
),
dict(
    id="exp-rc-0016",
    title="【废弃】RcTable 改用 ahooks useAntdTable",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcTable"],
    status="deprecated",
    counter_conditions="已废弃，统一使用自研 useTableRequest",
    source="wiki: 方案比选 2023-10",
    updated_at="2023-12-01",
    body="""最早 RcTable 打算直接用 ahooks 的 useAntdTable，form 参数和 antd Form 绑定。问题是门户的查询区是 formily 渲染的，和 useAntdTable 的 form.getFieldsValue 对不上，且后端分页字段 records/pageNum 需要每处写 formatResult。已改为自研 useTableRequest，本条废弃。""",
),
dict(
    id="exp-rc-0017",
    title="RcTable 列设置（显示/隐藏列、列顺序）持久化",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcTable"],
    status="verified",
    conditions="列表页右上角“列设置”按钮",
    source="PR !1251",
    updated_at="2024-03-01",
    body="""Vue 版 RcTable 的列设置存在 localStorage，key 是 rc_table_cols_ + 路由 name。React 侧保持同一个 key，方便用户升级后不丢配置，只是路由 name 换成路由 handle.id。列设置面板用 antd Popover + Checkbox.Group + 拖拽排序（@dnd-kit/sortable）。列顺序变化后 columns 用 useMemo 按保存的顺序重排，fixed: 'left' 的列不允许拖动。""",
),
dict(
    id="exp-rc-0018",
    title="RcTable 合并单元格（span-method）迁到 antd onCell rowSpan",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="component",
    assets=["RcTable"],
    status="review_required",
    conditions="统计报表类列表，按事项分类合并行",
    counter_conditions="分页后跨页合并、前端排序后合并的场景未验证",
    source="PR !1266（待测试确认）",
    updated_at="2024-03-11",
    body=r"""el-table 的 :span-method="({ row, column, rowIndex, columnIndex }) => [rowspan, colspan]" 在 antd 里拆到每一列的 onCell：

```ts
{ title: '事项分类', dataIndex: 'category',
  onCell: (_, index) => ({ rowSpan: spanMap[index!] ?? 1 }) }
```

spanMap 在 dataSource 变化时预先计算：同一 category 连续行，第一行 rowSpan = 连续行数，其余行 rowSpan = 0。

未确认：antd 5 的 onCell 第二个参数 index 在开启虚拟滚动（virtual）时是否仍是全局下标，测试环境看起来是当前可视区下标。报表页有 virtual 的先别用。""",
),
dict(
    id="exp-rc-0019",
    title="release/v3.* antd 4.24：RcTable 固定列 + sticky 表头横向滚动错位",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"antd": "^4.24"},
    asset_type="component",
    assets=["RcTable"],
    status="verified",
    conditions="release/v3.* 分支，antd 4.24.x，列表同时有 fixed 列和 sticky 表头",
    source="钉钉群 2024-03-08 @王工",
    updated_at="2024-03-08",
    body="""release 分支（antd 4.24）上 RcTable 同时开 sticky 和 fixed: 'right' 的操作列，横向滚动时表头和表体错位 1~2 列宽。

解决：
1. scroll 不要写 x: true，写 x: 'max-content' 或具体总宽度 x: 1600；
2. 每一列都给 width，尤其是最后一个非固定列；
3. sticky 配 offsetHeader: 64（门户顶栏高度）。

master（antd 5）没复现这个问题，不用改。""",
),
dict(
    id="exp-rc-0020",
    title="v-permission 指令迁移为 <Auth> 组件 + useAuth hook（按钮级权限，隐藏）",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="directive",
    assets=["v-permission"],
    status="verified",
    conditions="按钮级功能权限：无权限时不渲染该元素；权限码来自 /api/user/perms，如 matter:approve",
    counter_conditions="数据级权限（按数据行的创建人、所属部门判断能否操作）不适用；无权限时需要置灰而不是隐藏的，用 v-permission-disabled 条目",
    source="wiki: 门户前端/React 迁移/权限 §1",
    updated_at="2024-01-08",
    body=r"""一、背景
Vue 侧：<el-button v-permission="['matter:approve']">审批</el-button>，指令 inserted 时判断权限码，不满足就 el.parentNode.removeChild(el)。

二、方案
React 没有指令，改成组件 + hook：

```tsx
export function Auth({ code, children }: { code: string | string[]; children: ReactNode }) {
  const has = useAuth(code)
  return has ? <>{children}</> : null
}
// 用法
<Auth code="matter:approve"><Button type="primary">审批</Button></Auth>
// 逻辑里
const canExport = useAuth('matter:export')
```

useAuth 从 Redux 的 user.perms（Set）里判断，'*:*:*' 表示超级管理员。

三、注意事项
1. 老指令在权限异步加载完成前已经 inserted，存在闪现问题；React 版在 perms 未加载时返回 false，不要默认 true。
2. 表格操作列里大量使用时，不要每行都 useAuth，在列定义外算一次。""",
),
dict(
    id="exp-rc-0021",
    title="v-permission-disabled 指令迁移：无权限置灰 + Tooltip 提示",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5 <6"},
    asset_type="directive",
    assets=["v-permission-disabled"],
    status="verified",
    conditions="产品要求无权限按钮可见但不可点，悬停提示“暂无权限”",
    source="PR !1209",
    updated_at="2024-01-22",
    body=r"""v-permission-disabled 和 v-permission 是两个指令，别混。前者是给 el 加 is-disabled class 并拦截 click。

React：

```tsx
export function AuthDisabled({ code, children }: { code: string; children: ReactElement }) {
  const has = useAuth(code)
  if (has) return children
  return (
    <Tooltip title="暂无权限，请联系单位管理员">
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        {cloneElement(children, { disabled: true, style: { pointerEvents: 'none' } })}
      </span>
    </Tooltip>
  )
}
```

disabled 的 Button 不触发 mouseenter，所以 Tooltip 必须包在外层 span 上。""",
),
dict(
    id="exp-rc-0022",
    title="v-debounce-click 防重复提交指令迁移",
    project="zhengwu-portal",
    branches=PM_BR,
    asset_type="directive",
    assets=["v-debounce-click"],
    status="verified",
    conditions="提交、受理、办结等会产生后端写操作的按钮",
    source="钉钉群 2024-01-30",
    updated_at="2024-01-30",
    body="""指令版是 500ms 内重复点击只触发一次。React 侧不做防抖了，直接用 loading 锁：onClick 里 setLoading(true)，await 请求，finally setLoading(false)，Button loading={loading}。防抖只能挡快速双击，挡不住网络慢时用户隔 2 秒再点一次；loading 锁两种都能挡。封装成 useLockFn（ahooks 同名 hook 也行）。""",
),
dict(
    id="exp-rc-0023",
    title="v-watermark 水印指令迁 antd 5 Watermark 组件（候选）",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"antd": ">=5.1 <6"},
    asset_type="directive",
    assets=["v-watermark"],
    status="candidate",
    conditions="等保要求的页面水印：姓名 + 工号后四位 + 日期",
    source="钉钉 @安全组 2024-03-18",
    updated_at="2024-03-18",
    body="""antd 5.1 起有 Watermark 组件，可以替代 v-watermark 指令（canvas 生成 base64 背景 + MutationObserver 防删除）。还没验证的点：
- Watermark 组件是否防 DevTools 删除节点（antd 5 有 MutationObserver 重绘，待确认版本）
- content 传数组实现两行：['张三 8721', '2024-03-18']
- 全局挂在 Layout 外层还是每页挂
- 打印时是否需要水印（等保测评要求确认）
- 性能：长列表页滚动时是否重绘""",
),
dict(
    id="exp-rc-0024",
    title="release/v3.* 水印：antd 4 无 Watermark 组件，保留 canvas 方案改写为 useWatermark",
    project="zhengwu-portal",
    branches=REL_BR,
    applies_to={"antd": "^4.24"},
    asset_type="directive",
    assets=["v-watermark"],
    status="verified",
    conditions="release/v3.* 分支（antd 4.24）需要等保水印",
    source="PR !1311",
    updated_at="2024-03-25",
    body=r"""antd 4 没有 Watermark。把老指令里的逻辑原样搬成 hook：

```ts
export function useWatermark(ref: RefObject<HTMLElement>, text: string[]) {
  useEffect(() => {
    const el = ref.current!
    const url = drawWatermark(text)               // canvas -> toDataURL，旋转 -22°
    const apply = () => { el.style.backgroundImage = `url(${url})` }
    apply()
    const ob = new MutationObserver(apply)         // 防止 DevTools 里删 style
    ob.observe(el, { attributes: true, attributeFilter: ['style'] })
    return () => ob.disconnect()
  }, [text.join('|')])
}
```

依赖数组用 text.join，不要直接放数组，否则每次 render 都重建 observer。""",
),
]

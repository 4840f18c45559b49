// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal ERC-1155 for local chains: anyone may mint, and set its EIP-2981
/// royalty. It emits the standard events, which is what webhook tests listen
/// to, and answers ERC-165 as a market asks: ERC-1155, and EIP-2981 once a
/// royalty is set.
contract TestERC1155 {
    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values);
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    address private _royaltyReceiver;
    uint96 private _royaltyBps;

    function supportsInterface(bytes4 interfaceId) external view returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26
            || (interfaceId == 0x2a55205a && _royaltyReceiver != address(0));
    }

    function balanceOf(address account, uint256 id) external view returns (uint256) {
        return _balances[id][account];
    }

    function mint(address to, uint256 id, uint256 value) public {
        _balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    /// `values[i]` of `ids[i]` to `to[i]`, for a collection's first holders.
    function mintBatch(address[] calldata to, uint256[] calldata ids, uint256[] calldata values) external {
        require(to.length == ids.length && ids.length == values.length, "length");
        for (uint256 i = 0; i < to.length; i++) mint(to[i], ids[i], values[i]);
    }

    function setRoyalty(address receiver, uint96 bps) external {
        require(bps <= 10_000, "bps");
        _royaltyReceiver = receiver;
        _royaltyBps = bps;
    }

    function royaltyInfo(uint256, uint256 salePrice) external view returns (address, uint256) {
        return (_royaltyReceiver, (salePrice * _royaltyBps) / 10_000);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function setURI(uint256 id, string calldata value) external {
        emit URI(value, id);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _authorize(from);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        if (to.code.length > 0) {
            bytes4 answer = IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data);
            require(answer == IERC1155Receiver.onERC1155Received.selector, "receiver");
        }
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata
    ) external {
        require(ids.length == values.length, "length");
        _authorize(from);
        for (uint256 i = 0; i < ids.length; i++) _move(from, to, ids[i], values[i]);
        emit TransferBatch(msg.sender, from, to, ids, values);
    }

    function _authorize(address from) private view {
        require(from == msg.sender || isApprovedForAll[from][msg.sender], "approval");
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        require(_balances[id][from] >= value, "balance");
        _balances[id][from] -= value;
        _balances[id][to] += value;
    }
}

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

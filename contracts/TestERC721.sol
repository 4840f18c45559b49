// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal ERC-721 for local chains: anyone may mint, and set its EIP-2981
/// royalty. It emits the standard events, which is what webhook tests listen
/// to, and answers ERC-165 as a market asks: ERC-721, and EIP-2981 once a
/// royalty is set.
contract TestERC721 {
    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    address private _royaltyReceiver;
    uint96 private _royaltyBps;

    function supportsInterface(bytes4 interfaceId) external view returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd
            || (interfaceId == 0x2a55205a && _royaltyReceiver != address(0));
    }

    function mint(address to, uint256 tokenId) public {
        require(ownerOf[tokenId] == address(0), "minted");
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    /// `tokenIds[i]` to `to[i]`, for a collection's first owners.
    function mintBatch(address[] calldata to, uint256[] calldata tokenIds) external {
        require(to.length == tokenIds.length, "length");
        for (uint256 i = 0; i < to.length; i++) mint(to[i], tokenIds[i]);
    }

    function setRoyalty(address receiver, uint96 bps) external {
        require(bps <= 10_000, "bps");
        _royaltyReceiver = receiver;
        _royaltyBps = bps;
    }

    function royaltyInfo(uint256, uint256 salePrice) external view returns (address, uint256) {
        return (_royaltyReceiver, (salePrice * _royaltyBps) / 10_000);
    }

    function approve(address to, uint256 tokenId) external {
        require(ownerOf[tokenId] == msg.sender, "owner");
        getApproved[tokenId] = to;
        emit Approval(msg.sender, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf[tokenId];
        require(owner == from, "from");
        require(
            msg.sender == owner || getApproved[tokenId] == msg.sender || isApprovedForAll[owner][msg.sender],
            "approval"
        );
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        delete getApproved[tokenId];
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == IERC721Receiver.onERC721Received.selector, "receiver");
        }
    }
}

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}
